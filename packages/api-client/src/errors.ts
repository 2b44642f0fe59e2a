import type { Problem } from '@quo/contract'

/**
 * A call that did not answer its success status (201 for creates, 200 otherwise; docs/product.md §5).
 * `problem` holds the server's problem+json when it sent one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
    message = problem?.detail ?? problem?.title ?? `HTTP ${status}`,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** Field paths and messages of a 400, for showing next to form fields. */
  get fieldErrors(): { path: string; message: string }[] {
    return this.problem?.errors ?? []
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    let problem: Problem | undefined
    try {
      const { Problem } = await import('./schemas.js')
      const parsed = Problem.safeParse(await response.json())
      if (parsed.success) problem = parsed.data
    } catch {
      // Not JSON (a proxy's error page): the status says enough.
    }
    return new ApiError(response.status, problem)
  }
}
