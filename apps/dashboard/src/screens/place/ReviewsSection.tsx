import type { DashboardItem, ItemReview } from '@quo/contract'
import { Button, Field, TextArea } from '@quo/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDay } from '../../format.js'
import { useDirtyForm } from '../../forms/dirtyForms.js'
import { SectionCard, SectionError } from '../../forms/SectionCard.js'
import { saveFailure } from '../../forms/saveError.js'
import { api } from '../../session.js'
import { isOverdue } from '../reviewDue.js'
import { placeMessages as t } from './messages.js'
import { invalidatePlaceLists, patchPlace } from './placeQuery.js'

/** The review cycle of docs/product.md §4: the open review's due date and note, "Geprüft", earlier ones. */
export function ReviewsSection({ item }: { item: DashboardItem }) {
  const queryClient = useQueryClient()
  const open = item.itemReviews.find((r) => !r.isCompleted)
  const done = item.itemReviews
    .filter((r) => r.isCompleted)
    .sort((a, b) => Date.parse(b.dateDue) - Date.parse(a.dateDue))
  const [note, setNote] = useState(open?.note ?? '')
  const [noteOf, setNoteOf] = useState(open?.id)
  useDirtyForm(note !== (open?.note ?? ''))
  // A new open review (after "Geprüft") starts with its own, empty note.
  if (open?.id !== noteOf) {
    setNoteOf(open?.id)
    setNote(open?.note ?? '')
  }
  const replace = (review: ItemReview, next?: ItemReview | null) =>
    patchPlace(queryClient, item.id, (place) => ({
      ...place,
      itemReviews: [
        ...place.itemReviews.map((r) => (r.id === review.id ? review : r)),
        ...(next ? [next] : []),
      ],
    }))
  const update = useMutation({
    mutationFn: (body: { isCompleted?: boolean; note: string }) => {
      if (!open) throw new Error('no open review')
      return api.updateReview(open.id, body)
    },
    onSuccess: ({ review, next }) => {
      replace(review, next)
      void invalidatePlaceLists(queryClient)
    },
  })
  const failure = update.error ? saveFailure(update.error) : undefined
  const overdue = open ? isOverdue(open.dateDue, Date.now()) : false
  const justChecked = update.isSuccess && update.variables?.isCompleted && open
  return (
    <SectionCard heading={t.reviews}>
      {open ? (
        <>
          <p className="text-sm">
            {t.reviewDue}{' '}
            <time dateTime={open.dateDue} className="font-semibold">
              {formatDay(open.dateDue)}
            </time>
            {overdue && (
              <span className="ml-2 rounded-full bg-error/10 px-2 py-0.5 text-xs font-semibold text-error">
                {t.reviewOverdue}
              </span>
            )}
          </p>
          <Field label={t.reviewNote}>
            <TextArea rows={2} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              busy={update.isPending && update.variables?.isCompleted === true}
              disabled={update.isPending}
              onClick={() => update.mutate({ isCompleted: true, note })}
            >
              {t.reviewDone}
            </Button>
            <Button
              variant="secondary"
              busy={update.isPending && !update.variables?.isCompleted}
              disabled={update.isPending || note === open.note}
              onClick={() => update.mutate({ note })}
            >
              {t.reviewSaveNote}
            </Button>
          </div>
          <p className="text-xs text-muted">{t.reviewDoneHint}</p>
          {justChecked && (
            <p role="status" className="text-sm text-ink">
              {t.reviewNextPlanned(formatDay(open.dateDue))}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-muted">{t.reviewNone}</p>
      )}
      <SectionError message={failure?.summary ?? null} />
      {done.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm font-medium">{t.reviewHistory}</summary>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-muted">
            {done.map((review) => (
              <li key={review.id}>
                {t.reviewCompleted(formatDay(review.dateDue))}
                {review.note && <span className="text-ink"> – {review.note}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </SectionCard>
  )
}
