import { slugify } from '@quo/branch-config'

/**
 * The params of a link to a card (a place, list, street or building): its own slug, or none when
 * the title is not known. Every link names the title, so a link from one card to another never
 * keeps the slug of the card it was made on, and shared links stay right.
 * @example <Link to="/map/place/$nanoId/{-$title}" params={cardParams(r.nanoId, r.title)} />
 */
export function cardParams(nanoId: string, title?: string): { nanoId: string; title: string | undefined } {
  return { nanoId, title: slugify(title ?? '') || undefined }
}
