import type { ApiError } from '@quo/api-client'
import type { z } from 'zod'
import { messages } from '../messages.js'

/** Field name → German message, for `Field`'s `error`. */
export type FieldErrors = Partial<Record<string, string>>

const text = messages.validation

// The rules live in the contract's schemas (the server checks the same ones); only the words
// shown to visitors are decided here, in German (docs/product.md §1, "every form shows what is wrong").
function germanMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'custom':
      // The contract's text rules (control characters, markup, links) speak German already.
      return issue.params?.quoText ? issue.message : text.invalid
    case 'too_small':
      return Number(issue.minimum) <= 1 ? text.required : text.atLeast(issue.minimum)
    case 'too_big':
      return text.atMost(issue.maximum)
    case 'invalid_format':
      return issue.format === 'email' ? text.email : text.format
    case 'invalid_type':
      return issue.input === undefined ? text.required : text.invalid
    default:
      return text.invalid
  }
}

/**
 * Checks form values against a contract schema. Empty optional fields are left out first, so
 * "nothing typed" never reads as "invalid".
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const cleaned = Object.fromEntries(
    Object.entries(values).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')),
  )
  const result = schema.safeParse(cleaned)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    // Nested fields (a proposed detail) are named by their path: `details.hours`.
    const field = issue.path.map(String).join('.')
    errors[field] ??= germanMessage(issue)
  }
  return { ok: false, errors }
}

/** Under a form whose fields show what is wrong. */
export const CHECK_MARKED = text.checkMarked

/** The refusals a form words in its own terms (a contest entry is not a "Meldung"). */
export type SubmitTexts = Partial<Record<keyof typeof text.submit, string>>

/** What a visitor reads when the server refused or could not be reached. */
export function germanSubmitError(error: ApiError, own: SubmitTexts = {}): string {
  const words = { ...text.submit, ...own }
  switch (error.status) {
    case 0:
      return words.offline
    case 400:
      return CHECK_MARKED
    case 403:
      return words.forbidden
    case 404:
      return words.notFound
    case 409:
      return words.duplicate
    case 413:
      return words.tooLarge
    case 429:
      return words.tooMany
    default:
      return words.failed
  }
}

/** Field errors the server reported (400), in German, keyed like `validateForm`'s. */
export function serverFieldErrors(error: ApiError): FieldErrors {
  const errors: FieldErrors = {}
  for (const { path } of error.fieldErrors) {
    // Paths read like `body.email` or `body.details.hours`.
    const field = path.replace(/^body\./, '')
    errors[field] ??= text.checkField
  }
  return errors
}
