import { searchShortcutsForBranch, slugify } from '@quo/branch-config'
import type { Branch } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { cardParams } from '../app/cardLink.js'
import { lazyComponent } from '../app/lazyComponent.js'
import { contestsQuery, listsQuery, searchShortcutsQuery } from '../data/queries.js'
import { runningContests } from '../feedback/runningContests.js'
import { messages } from '../messages.js'
import { searchTextAtom } from '../state/atoms.js'
import { useSetAtom } from '../state/store.js'

// Contest forms (and zod with their validation) load only when a contest runs.
const ContestForm = lazyComponent(() => import('../feedback/ContestForm.js'), 'ContestForm')

const link = 'block rounded-lg px-2 py-1.5 hover:bg-paper focus-visible:bg-paper'

/**
 * The drawer's menu: the branch's events, search shortcuts, lists and running contests. What
 * it opens replaces a search: the field empties and the map fits the opened set instead.
 */
export function DrawerMenu({ branch, onNavigate }: { branch: Branch | undefined; onNavigate: () => void }) {
  const setSearch = useSetAtom(searchTextAtom)
  const open = () => {
    setSearch('')
    onNavigate()
  }
  const shortId = branch?.shortId ?? null
  const shortcuts = useQuery(searchShortcutsQuery)
  const lists = useQuery(listsQuery)
  const contests = useQuery(contestsQuery)
  const ownShortcuts = searchShortcutsForBranch(shortcuts.data ?? [], shortId)
  const ownLists = (lists.data ?? []).filter((l) => l.branchShortId === null || l.branchShortId === shortId)
  const running = runningContests(contests.data ?? [], shortId, Date.now())
  return (
    <nav aria-label={messages.menu} className="flex flex-col gap-4 text-sm">
      {branch?.hasEvents ? (
        <Link to="/map/events" className={`${link} font-semibold`} onClick={open}>
          {messages.events}
        </Link>
      ) : null}
      {ownShortcuts.length ? (
        <section>
          <h3 className="mb-1 font-semibold text-muted">{messages.discover}</h3>
          <ul>
            {ownShortcuts.map((s) => (
              <li key={s.id}>
                <Link
                  to="/map/search-shortcut/$searchShortcutId/{-$title}"
                  params={{ searchShortcutId: s.id, title: slugify(s.title) || undefined }}
                  className={link}
                  onClick={open}
                >
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {ownLists.length ? (
        <section>
          <h3 className="mb-1 font-semibold text-muted">{messages.lists}</h3>
          <ul>
            {ownLists.map((l) => (
              <li key={l.id}>
                <Link
                  to="/map/list/$nanoId/{-$title}"
                  params={cardParams(l.nanoId, l.title)}
                  className={link}
                  onClick={open}
                >
                  {l.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {running.map((c) => (
        <ContestForm key={c.id} contest={c} />
      ))}
    </nav>
  )
}
