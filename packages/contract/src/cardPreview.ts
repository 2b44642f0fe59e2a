import { z } from 'zod'
import { Item } from './item.js'

/**
 * What the dashboard's place editor sends to the public site's card preview (`CARD_PREVIEW_PATH`
 * on the map's own host, framed by the editor): the place as its form stands, unsaved, in the
 * shape of the public item.
 */
export const CardPreviewMessage = z.object({ type: z.literal('quo:card-preview'), item: Item })
export type CardPreviewMessage = z.infer<typeof CardPreviewMessage>
