import { ApiError } from '@quo/api-client'
import { type SaveFailure, saveFailure } from '../../forms/saveError.js'
import { messages } from '../../messages.js'
import { placeMessages as t } from './messages.js'
import { PlaceWriteFailed } from './sendPlaceWrites.js'

/** The name under which a detail's problem is kept: details are fields of the form too. */
export const detailField = (keyName: string) => `detail.${keyName}`

/** The form's own German words for the place's fields the API may name. */
const FIELD_MESSAGES = {
  title: t.titleProblems.titleMissing,
  lon: t.positionInvalid,
  lat: t.positionInvalid,
}

/** A refused detail's German message: a unit that does not fit, else a value that does not. */
const detailMessage = (path: string) =>
  path.endsWith('.dataValueUnit') ? t.unitRefused : messages.forms.invalidField

/** A 400's problems about details, by the key each names (`keyOf` reads a path's key). */
function detailFields(error: ApiError, keyOf: (path: string) => string | undefined): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const { path } of error.fieldErrors) {
    const key = keyOf(path)
    if (key && !(detailField(key) in fields)) fields[detailField(key)] = detailMessage(path)
  }
  return fields
}

/**
 * What a failed save of the place form shows, with every problem the API named beside its
 * field — details included: a create names them by their place in `details` (`body.details.2.
 * dataValue`), an update by the call that failed, whose detail `keyOfDetail` names.
 */
export function placeSaveFailure(
  error: unknown,
  sent: {
    /** The detail keys of a create, in the order they were sent. */
    createdDetails: readonly string[]
    /** The key of a stored detail, by its id. */
    keyOfDetail: (id: number) => string | undefined
  },
): SaveFailure {
  if (error instanceof PlaceWriteFailed) {
    const { write, cause } = error
    const failure = saveFailure(cause, FIELD_MESSAGES)
    if (write.kind !== 'detail' || !(cause instanceof ApiError) || cause.status !== 400) return failure
    const { action, body } = write.write
    const key = action === 'create' ? body.dataKeyV2 : sent.keyOfDetail(body.id)
    return { summary: failure.summary, fields: detailFields(cause, () => key) }
  }
  const failure = saveFailure(error, FIELD_MESSAGES)
  if (!(error instanceof ApiError) || error.status !== 400) return failure
  const { details: _sentAsList, ...fields } = failure.fields
  const keyOf = (path: string) => {
    const index = /^body\.details\.(\d+)\./.exec(path)?.[1]
    return index === undefined ? undefined : sent.createdDetails[Number(index)]
  }
  return { summary: failure.summary, fields: { ...fields, ...detailFields(error, keyOf) } }
}
