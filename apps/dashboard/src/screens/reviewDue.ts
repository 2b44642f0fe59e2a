import { REGION_TIME_ZONE } from '@quo/contract'
import { atWallClock, wallDate } from '@quo/place-rules'

/**
 * An open review is overdue once its day has passed — due before today, Liechtenstein's day —
 * as the API's review filter counts it: a new place's first review, due the moment the place
 * is made, is due today, not overdue at once.
 */
export function isOverdue(dateDue: string, now: number): boolean {
  const today = atWallClock(wallDate(new Date(now), REGION_TIME_ZONE), 0, 0, REGION_TIME_ZONE)
  return Date.parse(dateDue) < today.getTime()
}
