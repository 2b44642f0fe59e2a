import { Button } from '@quo/ui'
import { messages } from '../messages.js'

const t = messages.lists

/** The page buttons of a paged list, with "Seite 2 von 5" between them. */
export function Pager({
  page,
  pageCount,
  onPage,
  label = t.pagination,
}: {
  page: number
  pageCount: number
  onPage: (page: number) => void
  label?: string
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-3 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(Math.max(1, page - 1))}>
        {t.previous}
      </Button>
      <span className="tabular-nums">{t.pageOf(page, pageCount)}</span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  )
}
