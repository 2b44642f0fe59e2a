/**
 * Operations' `operationId` and `summary`, by method and documented path (`GET /items/`). Each
 * resource names its own beside its routes (`routes/<resource>/index.ts`); `routes/index.ts`
 * hands them all to the document. The ids stay when routes move between files: the write
 * calls' ids are the `@quo/api-client` function names, and generated clients are named by
 * them. `test/openapi.test.ts` fails for an operation missing or named twice.
 */
export type Operations = Record<string, readonly [operationId: string, summary: string]>
