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

/**
 * Sends a save's calls one after another and stops at the first that fails (its error is
 * thrown): what was sent is stored, and the editor plans the rest from the place as read again.
 */
export async function sendPlaceWrites(itemId: number, writes: readonly PlaceWrite[]): Promise<void> {
  for (const write of writes) {
    switch (write.kind) {
      case 'item':
        await api.updateItem(itemId, write.body)
        break
      case 'addCategories':
        await api.addItemCategories({ itemId, categoryIds: write.categoryIds })
        break
      case 'removeCategory':
        await api.removeItemCategory(itemId, write.categoryId)
        break
      case 'addTag':
        await api.addItemTag({ itemId, tagId: write.tagId })
        break
      case 'removeTag':
        await api.removeItemTag(itemId, write.tagId)
        break
      case 'address':
        await api.updateItemAddress(write.id, write.body)
        break
      case 'newAddress':
        await api.createItemAddress({ itemId, lat: write.lat, lon: write.lon })
        break
      case 'detail':
        await sendDetail(write.write)
        break
    }
  }
}
