import { type CacheDeps, depNames } from './hotCache.js'

interface Entry<T> {
  deps: readonly string[]
  value: Promise<T>
}

/**
 * Values derived from tables (such as a tile index over a branch's streets), computed once for
 * concurrent callers and dropped when a table they were computed from changes. Fed by
 * {@link HotCache.onInvalidate}, so it follows the same change feed as the hot reads.
 */
export class DerivedCache<T> {
  private readonly entries = new Map<string, Entry<T>>()
  private readonly versions = new Map<string, number>()
  private generation = 0

  get(key: string, tables: CacheDeps, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key)
    if (entry) return entry.value
    const deps = depNames(tables)
    const before = this.stamp(deps)
    const value = compute()
    this.entries.set(key, { deps, value })
    value.then(
      // A change that landed while computing may be missing from the value: use it once only.
      () => {
        if (this.stamp(deps) !== before && this.entries.get(key)?.value === value) this.entries.delete(key)
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key)
      },
    )
    return value
  }

  /** Drops every value computed from `table`; `*` drops everything. */
  invalidate(table: string): void {
    if (table === '*') {
      this.generation++
      this.entries.clear()
      return
    }
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1)
    for (const [key, entry] of this.entries) if (entry.deps.includes(table)) this.entries.delete(key)
  }

  private stamp(deps: readonly string[]): string {
    return `${this.generation}:${deps.map((d) => this.versions.get(d) ?? 0).join(',')}`
  }
}
