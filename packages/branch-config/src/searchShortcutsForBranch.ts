import type { SearchShortcut } from '@quo/contract'

/**
 * The search shortcuts to offer (docs/product.md §4): those of the current branch, or, when no branch is
 * selected, the global ones (`branchShortId` null). Global shortcuts are not mixed into a
 * branch, so each branch curates its own. Order is kept.
 * @example searchShortcutsForBranch(shortcuts, 21) // only shortcuts with branchShortId 21
 * @example searchShortcutsForBranch(shortcuts, null) // only shortcuts with branchShortId null
 */
export function searchShortcutsForBranch<T extends Pick<SearchShortcut, 'branchShortId'>>(
  shortcuts: readonly T[],
  branchShortId: number | null,
): T[] {
  return shortcuts.filter((s) => s.branchShortId === branchShortId)
}
