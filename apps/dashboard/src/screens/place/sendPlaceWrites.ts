import type { DetailWrite } from '@quo/place-rules'
import { api } from '../../session.js'
import type { PlaceWrite } from './placeDraft.js'

function sendDetail({ action, body }: DetailWrite) {
  switch (action) {
    case 'create':
      return api.createItemDetail(body)
    case 'update': {
      const { id, ...rest } = body
      return api.updateItemDetail(id, { id, ...rest })
    }
    case 'delete':
      return api.deleteItemDetail(body.id)
  }
}

/** A save's call that failed: which one (a detail's failure belongs beside its field), and why. */
export class PlaceWriteFailed extends Error {
  constructor(
    readonly write: PlaceWrite,
    override readonly cause: unknown,
  ) {
    super(`place write ${write.kind} failed`)
  }
}

function sendWrite(itemId: number, write: PlaceWrite) {
  switch (write.kind) {
    case 'item':
      return api.updateItem(itemId, write.body)
    case 'addCategories':
      return api.addItemCategories({ itemId, categoryIds: write.categoryIds })
    case 'removeCategory':
      return api.removeItemCategory(itemId, write.categoryId)
    case 'addTag':
      return api.addItemTag({ itemId, tagId: write.tagId })
    case 'removeTag':
      return api.removeItemTag(itemId, write.tagId)
    case 'address':
      return api.updateItemAddress(write.id, write.body)
    case 'newAddress':
      return api.createItemAddress({ itemId, lat: write.lat, lon: write.lon })
    case 'detail':
      return sendDetail(write.write)
  }
}

/**
 * Sends a save's calls one after another and stops at the first that fails (thrown as
 * `PlaceWriteFailed`): what was sent is stored, and the editor plans the rest from the place as
 * read again.
 */
export async function sendPlaceWrites(itemId: number, writes: readonly PlaceWrite[]): Promise<void> {
  for (const write of writes) {
    try {
      await sendWrite(itemId, write)
    } catch (error) {
      throw new PlaceWriteFailed(write, error)
    }
  }
}
