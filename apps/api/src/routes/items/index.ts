import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import type { AnonymousWriteLimits } from '../shared/anonymousWriteLimits.js'
import { itemBulkWrites } from './bulkWrites.js'
import { changeRequests } from './changeRequests.js'
import { itemGeometryLinks } from './geometryLinks.js'
import { itemHistoryRoutes } from './history.js'
import { itemPartWrites } from './partWrites.js'
import { itemReads } from './reads.js'
import { itemStaffReads } from './staffReads.js'
import { itemWrites } from './writes.js'

/** Places (items): the public reads, the dashboard's reads and writes, what hangs on a place, its history, and visitors' change requests. */
export const itemRoutes: FastifyPluginAsyncZod<{ limits: AnonymousWriteLimits }> = async (
  app,
  { limits },
) => {
  await app.register(itemReads)
  await app.register(itemStaffReads)
  await app.register(changeRequests, { limits })
  await app.register(itemHistoryRoutes)
  await app.register(itemWrites)
  await app.register(itemBulkWrites)
  await app.register(itemPartWrites)
  await app.register(itemGeometryLinks)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const itemOperations: Operations = {
  // reads.ts: public
  'GET /items/details/keys/': ['listDetailKeys', 'All keys of item details'],
  'GET /items/basemap/': ['getBasemap', 'Pins of every branch in the compact basemap format'],
  'GET /items/basemap/branchshortid/{branchShortId}': ['getBranchBasemap', "Pins of one branch's map"],
  'GET /items/basemap/changes/': [
    'watchBasemap',
    'Server-sent events whenever the pins of every branch change',
  ],
  'GET /items/basemap/branchshortid/{branchShortId}/changes': [
    'watchBranchBasemap',
    "Server-sent events whenever the pins of one branch's map change",
  ],
  'GET /items/nanoid/{nanoId}': ['getItem', 'One item with all its parts'],
  // staffReads.ts
  'GET /items/dashboard/': ['listDashboardItems', 'Items for the dashboard, filtered and paged'],
  'GET /items/dashboard/{id}': ['getDashboardItem', 'One item for editing'],
  // changeRequests.ts
  'GET /items/change-requests/': ['listChangeRequests', "Visitors' change requests"],
  'POST /items/change-requests/': ['createChangeRequest', 'Suggest a change to an item'],
  // history.ts
  'GET /items/dashboard/{id}/history/': [
    'itemHistory',
    "A place's change history, newest first: the place, what hangs on it, its events",
  ],
  'GET /items/dashboard/deleted/': ['deletedPlaces', 'Places staff deleted that are still gone'],
  // writes.ts
  'POST /items': ['createItem', 'Create an item'],
  'PUT /items/{id}': ['updateItem', 'Change an item'],
  'DELETE /items/{id}': ['deleteItem', 'Delete an item'],
  'POST /items/reviews/': ['createReview', 'Create a review of an item'],
  'PUT /items/reviews/{id}': ['updateReview', 'Change a review'],
  // bulkWrites.ts
  'POST /items/dashboard/bulk/': [
    'bulkEditItems',
    'Add or remove a tag or category, or set the review due date, of many places in one transaction',
  ],
  // partWrites.ts
  'POST /items/categories/multiple/': ['addItemCategories', 'Put an item into several categories'],
  'POST /items/categories/': ['addItemCategory', 'Put an item into a category'],
  'DELETE /items/categories/{itemId}/{categoryId}': ['removeItemCategory', 'Take an item out of a category'],
  'POST /items/addresses/': ['createItemAddress', 'Add an address to an item'],
  'PUT /items/addresses/{id}': ['updateItemAddress', "Change an item's address"],
  'POST /items/items/': ['createItemRelation', 'Relate two items'],
  'PUT /items/items/{parentId}/{childId}/{relationshipId}': [
    'moveItemRelation',
    "Move a child within its parent's list (a route's waypoints)",
  ],
  'DELETE /items/items/{parentId}/{childId}/{relationshipId}': [
    'removeItemRelation',
    'Remove a relation of two items',
  ],
  'POST /items/details/': ['createItemDetail', 'Add a detail to an item'],
  'PUT /items/details/{id}': ['updateItemDetail', "Change an item's detail"],
  'DELETE /items/details/{id}': ['deleteItemDetail', "Delete an item's detail"],
  'POST /items/media/': ['createItemMedium', 'Add a medium to an item'],
  'PUT /items/media/{id}': ['updateItemMedium', "Change an item's medium"],
  'DELETE /items/media/{id}': ['deleteItemMedium', "Delete an item's medium"],
  'POST /items/tags/': ['addItemTag', 'Tag an item'],
  'DELETE /items/tags/{itemId}/{tagId}': ['removeItemTag', 'Remove a tag from an item'],
  'POST /items/mentions/': ['createMention', 'Add a mention to an item'],
  'PUT /items/mentions/{id}': ['updateMention', 'Change a mention'],
  'DELETE /items/mentions/{id}': ['deleteMention', 'Delete a mention'],
  // geometryLinks.ts
  'POST /items/geojsons/': ['linkItemGeojson', 'Link a GeoJSON shape to an item'],
  'PUT /items/geojsons/{id}': ['updateItemGeojson', "Change an item's link to a GeoJSON shape"],
  'DELETE /items/geojsons/{id}': [
    'unlinkItemGeojson',
    'Take a shape off its item (and drop it when no other item shows it)',
  ],
  'PUT /items/floor-plans/{id}': [
    'setFloorPlan',
    "Lay a library image over the place's bounds as its floor plan",
  ],
  'DELETE /items/floor-plans/{id}': ['removeFloorPlan', "Take the place's floor plan off"],
  'POST /items/jsons/': ['linkItemJson', 'Link a JSON record to an item'],
}
