import { ApiError } from '@quo/api-client'
import { messages } from '../messages.js'

/** What a failed save tells the person: one German sentence, and which fields are wrong. */
export interface SaveFailure {
  summary: string
  /** German message per form field the server named (by the field's name in the request body). */
  fields: Record<string, string>
}

type FailedStatus = keyof typeof messages.forms.failed

function summaryOf(error: unknown): string {
  const failed = messages.forms.failed
  if (!(error instanceof ApiError)) return failed.offline
  if (error.status === 0) return failed.offline
  if (error.status >= 500) return failed.server
  return failed[error.status as FailedStatus] ?? failed[400]
}

/**
 * Maps a failed call to what the form shows: the summary by status, and for a 400 the fields
 * its problem details name (`body.title` → `title`), each with the form's own German text for
 * that field when it has one — the server's English messages are never shown.
 *
 * @example
 * const failure = saveFailure(error, { title: 'Der Titel braucht 1 bis 200 Zeichen.' })
 * failure.fields.title // 'Der Titel braucht 1 bis 200 Zeichen.'
 */
export function saveFailure(error: unknown, fieldMessages: Record<string, string> = {}): SaveFailure {
  const fields: Record<string, string> = {}
  if (error instanceof ApiError && error.status === 400) {
    for (const { path } of error.fieldErrors) {
      const name = path.replace(/^(body|querystring|params)\./, '').split('.')[0]
      if (name && !(name in fields)) fields[name] = fieldMessages[name] ?? messages.forms.invalidField
    }
  }
  return { summary: summaryOf(error), fields }
}

/**
 * The `onError` of a section form's save: the summary goes above the form, and each field the
 * server refused gets its German message beside it.
 */
export function showSaveFailure(
  fieldMessages: Record<string, string>,
  setError: (summary: string) => void,
  setFields: (fields: Record<string, string>) => void,
) {
  return (error: unknown) => {
    const failure = saveFailure(error, fieldMessages)
    setError(failure.summary)
    setFields(failure.fields)
  }
}

/** Maps the issues of a zod check to the form's German field messages. */
export function fieldIssues(
  issues: readonly { path: readonly PropertyKey[] }[],
  fieldMessages: Record<string, string>,
  fallback: string,
): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '')
    if (name && !(name in fields)) fields[name] = fieldMessages[name] ?? fallback
  }
  return fields
}
