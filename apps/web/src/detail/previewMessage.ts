import { CardPreviewMessage, type Item } from '@quo/contract'

/** The place a message from the framing editor carries; anything else is not for this page. */
export function previewedItem(event: Pick<MessageEvent, 'data' | 'source'>, parent: Window): Item | null {
  if (event.source !== parent) return null
  const message = CardPreviewMessage.safeParse(event.data)
  return message.success ? message.data.item : null
}
