import type { Branch } from '@quo/contract'

/** A branch the app knows before the server answers: at least its short id. */
export type KnownBranch<B extends Pick<Branch, 'shortId'> = Branch> = Pick<B, 'shortId'> & Partial<B>

/**
 * The branch list after the server answers (docs/product.md §4): each known branch takes the server's
 * fields for its `shortId` (fields the server leaves undefined keep the known value), in the
 * known order; server branches the app did not know follow in server order. Known branches
 * the server does not send stay as they are, so host resolution keeps working offline.
 * @example mergeBranches([{ shortId: 3, hostKeywords: ['vaduz'] }], [vaduzFromServer])
 */
export function mergeBranches<B extends Pick<Branch, 'shortId'> = Branch>(
  known: readonly KnownBranch<B>[],
  fromServer: readonly B[],
): KnownBranch<B>[] {
  const server = new Map<number, B>()
  for (const b of fromServer) server.set(b.shortId, b)
  const knownIds = new Set(known.map((k) => k.shortId))
  const merged: KnownBranch<B>[] = known.map((k) => {
    const s = server.get(k.shortId)
    return s ? { ...k, ...definedFields(s) } : k
  })
  return [...merged, ...[...server.values()].filter((b) => !knownIds.has(b.shortId))]
}

function definedFields<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
