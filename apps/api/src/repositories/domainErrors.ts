/** A field a rule refused, named by its request path (e.g. `body.dateEnd`). */
export interface FieldError {
  path: string
  message: string
}

/**
 * What a repository or service reports when it cannot answer with data. Neither knows anything
 * of HTTP: the error handler (`plugins/problems.ts`) maps each kind to its problem response.
 */
export abstract class DomainError extends Error {
  constructor(
    detail: string,
    /** The fields at fault, for input only the database can judge. */
    readonly errors?: FieldError[],
  ) {
    super(detail)
  }
}

/** A record the request names does not exist. */
export class NotFound extends DomainError {}

/** The write collides with what is stored (a duplicate, a closed contest). */
export class Conflict extends DomainError {}

/** Input the request schema could not judge: it needs stored data (a detail key's type). */
export class InvalidInput extends DomainError {}

/** The record exists but does not take this kind of write (a shortcut without change requests). */
export class NotAllowed extends DomainError {}

/** The input is larger than the service takes (an image over the upload limit). */
export class TooLarge extends DomainError {}

/** The input is of a type the service does not take (a file that is no accepted image). */
export class UnsupportedType extends DomainError {}
