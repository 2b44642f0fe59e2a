import type { VisitorDetailKey } from '@quo/contract'
import { detailValueError, openingHoursSuggestion } from '@quo/place-rules'
import type { FieldErrors } from '../forms/germanValidation.js'
import { messages } from '../messages.js'

const words = messages.changeRequest.check

/** Why one corrected detail would not be taken as it is, in German; undefined when it would. */
async function detailProblem(key: VisitorDetailKey, value: string): Promise<string | undefined> {
  const refused = await detailValueError(key, value)
  if (key === 'hours') {
    if (refused) return words.hoursUnreadable
    const written = await openingHoursSuggestion(value)
    return written ? words.hoursAsWritten(written) : undefined
  }
  if (!refused) return undefined
  return key === 'phone' ? words.phone : key === 'url' ? words.url : key === 'email' ? words.email : refused
}

/**
 * The corrected details of a change request checked as the staff editor checks them (the
 * server's own check, `detailValueError`), with German messages a visitor can act on; hours
 * the library reads only with warnings ("Mo-Fr 8-22 Uhr") are offered in their written form.
 * @example await visitorDetailErrors({ phone: 'abc' }) // { 'details.phone': 'Bitte eine Telefonnummer …' }
 */
export async function visitorDetailErrors(
  details: Partial<Record<VisitorDetailKey, string>>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {}
  await Promise.all(
    Object.entries(details).map(async ([key, value]) => {
      const problem = value?.trim() ? await detailProblem(key as VisitorDetailKey, value.trim()) : undefined
      if (problem) errors[`details.${key}`] = problem
    }),
  )
  return errors
}
