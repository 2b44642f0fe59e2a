import type { BulkItemAction } from '@quo/contract'
import { localToIso } from '../events/eventForm.js'
import { bulkMessages } from './bulkMessages.js'

export const BULK_ACTIONS = ['addTag', 'removeTag', 'addCategory', 'removeCategory', 'setReviewDue'] as const
export type BulkActionType = (typeof BULK_ACTIONS)[number]

/** What the bulk bar's fields hold: the action and its value as the controls give it. */
export interface BulkForm {
  type: BulkActionType
  tagId: string
  categoryId: string
  /** `YYYY-MM-DD` of a complete date input, else empty. */
  dateDue: string
}

export const emptyBulkForm = (): BulkForm => ({ type: 'addTag', tagId: '', categoryId: '', dateDue: '' })

/** Which value an action needs. */
export const neededValue = (type: BulkActionType): 'tag' | 'category' | 'dateDue' =>
  type === 'addTag' || type === 'removeTag' ? 'tag' : type === 'setReviewDue' ? 'dateDue' : 'category'

/**
 * The action the API is sent, or the German problem of its value. A due date is the chosen
 * day's start in the browser's time zone.
 */
export function bulkAction(form: BulkForm): BulkItemAction | { problem: string } {
  const required = bulkMessages.required
  switch (form.type) {
    case 'addTag':
    case 'removeTag': {
      const tagId = Number(form.tagId)
      return form.tagId && tagId > 0 ? { type: form.type, tagId } : { problem: required.tag }
    }
    case 'addCategory':
    case 'removeCategory': {
      const categoryId = Number(form.categoryId)
      return form.categoryId && categoryId > 0
        ? { type: form.type, categoryId }
        : { problem: required.category }
    }
    case 'setReviewDue': {
      const dateDue = /^\d{4}-\d{2}-\d{2}$/.test(form.dateDue)
        ? localToIso(`${form.dateDue}T00:00`)
        : undefined
      return dateDue ? { type: 'setReviewDue', dateDue } : { problem: required.dateDue }
    }
  }
}

/** The selection as it stands on this page: ids no longer in the rows fall away. */
export function selectedOnPage(selected: ReadonlySet<number>, rowIds: readonly number[]): number[] {
  return rowIds.filter((id) => selected.has(id))
}
