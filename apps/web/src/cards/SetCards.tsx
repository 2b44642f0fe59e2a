import {
  searchShortcutsForBranch,
  slugify,
  tagFilterGroups,
  tagFilterLabel,
  tagWords,
} from '@quo/branch-config'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate, useParams } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { useCurrentBranch } from '../data/currentBranch.js'
import { listsQuery, searchShortcutsQuery, tagsQuery } from '../data/queries.js'
import { PlaceProposalForm } from '../feedback/PlaceProposalForm.js'
import { messages } from '../messages.js'
import { activeShortcutIdAtom } from '../state/atoms.js'
import { useSetAtom } from '../state/store.js'
import { ItemSetCard } from './ItemSetCard.js'
import { NotFoundCard } from './NotFoundCard.js'
import { inShortcut } from './shortcutMembers.js'
import { TagFilter } from './TagFilter.js'
import { useBranchItems } from './useBranchItems.js'

const listRoute = getRouteApi('/map/list/$nanoId/{-$title}')
const tagRoute = getRouteApi('/map/tag/$tagId/{-$title}')

const loading = <p className="pointer-events-auto rounded-2xl bg-white p-4 shadow">{messages.loading}</p>

/** /map/list/{nanoId}: the list's items in its order. */
export function ListCard() {
  const { nanoId } = listRoute.useParams()
  const lists = useQuery(listsQuery)
  const items = useBranchItems()
  const list = lists.data?.find((l) => l.nanoId === nanoId)
  const members = useMemo(() => {
    const byId = new Map((items ?? []).map((i) => [i.nanoId, i]))
    return (list?.itemNanoIds ?? []).flatMap((id) => byId.get(id) ?? [])
  }, [items, list])
  if (!lists.data || !items) return loading
  if (!list) return <NotFoundCard text={messages.sets.listNotFound} />
  return <ItemSetCard title={list.title} description={list.description} items={members} />
}

/** /map/tag/{tagId}: every item with the tag. */
export function TagCard() {
  const { tagId } = tagRoute.useParams()
  const tags = useQuery(tagsQuery)
  const items = useBranchItems()
  const tag = tags.data?.find((t) => t.id === tagId)
  const members = useMemo(() => (items ?? []).filter((i) => i.tagIds.includes(tagId)), [items, tagId])
  if (!tags.data || !items) return loading
  if (!tag) return <NotFoundCard text={messages.sets.tagNotFound} />
  return <ItemSetCard title={tagFilterLabel(tagWords(tag))} items={members} />
}

/** /map/search-shortcut/{id}[/title/tags/{tagIds}]: the shortcut's items, narrowed by tags. */
export function SearchShortcutCard() {
  // Both shortcut routes render this card; the narrowed one adds tag ids.
  const params = useParams({ strict: false }) as { searchShortcutId: number; tagIds?: number[] }
  const branch = useCurrentBranch()?.branch
  const shortcuts = useQuery(searchShortcutsQuery)
  const tags = useQuery(tagsQuery)
  const items = useBranchItems()
  const navigate = useNavigate()
  const setActiveShortcut = useSetAtom(activeShortcutIdAtom)
  const shortcut = useMemo(
    () =>
      searchShortcutsForBranch(shortcuts.data ?? [], branch?.shortId ?? null).find(
        (s) => s.id === params.searchShortcutId,
      ),
    [shortcuts.data, branch, params.searchShortcutId],
  )
  const tagIds = params.tagIds ?? NO_TAGS
  const all = useMemo(
    () => (shortcut && items ? items.filter((i) => inShortcut(shortcut, i)) : []),
    [shortcut, items],
  )
  const members = useMemo(() => {
    const groups = tagFilterGroups(tagIds, tags.data ?? [])
    return all.filter((i) => inShortcut(shortcut ?? ANY, i, groups))
  }, [all, shortcut, tagIds, tags.data])
  useEffect(() => {
    if (shortcut) setActiveShortcut(shortcut.id)
  }, [shortcut, setActiveShortcut])
  if (!shortcuts.data || !items) return loading
  if (!shortcut) return <NotFoundCard text={messages.sets.shortcutNotFound} />
  const narrow = (next: number[]) => {
    const title = slugify(shortcut.title) || 'suche'
    void navigate(
      next.length
        ? {
            to: '/map/search-shortcut/$searchShortcutId/$title/tags/$tagIds',
            params: { searchShortcutId: shortcut.id, title, tagIds: next },
          }
        : {
            to: '/map/search-shortcut/$searchShortcutId/{-$title}',
            params: { searchShortcutId: shortcut.id, title },
          },
    )
  }
  return (
    <ItemSetCard
      title={shortcut.title}
      items={members}
      filters={<TagFilter tags={tags.data ?? []} items={all} selected={tagIds} onChange={narrow} />}
      footer={shortcut.allowItemAddition ? <PlaceProposalForm shortcut={shortcut} /> : null}
    />
  )
}

const NO_TAGS: number[] = []
const ANY = { categoryIds: [], tagIds: [] }
