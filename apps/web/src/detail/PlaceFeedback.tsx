import { searchShortcutsForBranch } from '@quo/branch-config'
import type { Item } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { inShortcut } from '../cards/shortcutMembers.js'
import { useBranchItems } from '../cards/useBranchItems.js'
import { useCurrentBranch } from '../data/currentBranch.js'
import { contestsQuery, searchShortcutsQuery } from '../data/queries.js'
import { ChangeRequestForm } from '../feedback/ChangeRequestForm.js'
import { ContestForm } from '../feedback/ContestForm.js'
import { runningContests } from '../feedback/runningContests.js'
import { activeShortcutIdAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'

/**
 * What a visitor can send about a place: a change request where a search shortcut of the
 * branch takes them — the one the visitor came through, else one the place belongs to —
 * and the answer to a contest about the place.
 */
export function PlaceFeedback({ item }: { item: Item }) {
  const branch = useCurrentBranch()?.branch
  const shortcuts = useQuery(searchShortcutsQuery)
  const contests = useQuery(contestsQuery)
  const pins = useBranchItems()
  const activeId = useAtomValue(activeShortcutIdAtom)
  const pin = pins?.find((p) => p.nanoId === item.nanoId)

  const shortcut = useMemo(() => {
    const taking = searchShortcutsForBranch(shortcuts.data ?? [], branch?.shortId ?? null).filter(
      (s) => s.allowChangeRequest,
    )
    return taking.find((s) => s.id === activeId) ?? (pin ? taking.find((s) => inShortcut(s, pin)) : undefined)
  }, [shortcuts.data, branch, activeId, pin])
  const itemContests = runningContests(contests.data ?? [], branch?.shortId ?? null, Date.now(), item.nanoId)

  return (
    <>
      {itemContests.map((c) => (
        <ContestForm key={c.id} contest={c} />
      ))}
      {shortcut ? <ChangeRequestForm key={item.nanoId} shortcut={shortcut} itemNanoId={item.nanoId} /> : null}
    </>
  )
}
