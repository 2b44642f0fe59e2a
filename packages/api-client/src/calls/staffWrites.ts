import {
  DashboardEvent,
  DashboardItem,
  DeletedItem,
  DeletedItemRecord,
  type EventBranchesInput,
  type EventBranchInput,
  EventBranchLink,
  type EventCreateInput,
  type EventUpdateInput,
  Featured,
  type FeaturedInput,
  type GeojsonInput,
  GeojsonRecord,
  type GeojsonUpdateInput,
  ItemAddress,
  type ItemAddressInput,
  type ItemAddressUpdateInput,
  type ItemCategoriesInput,
  type ItemCategoryInput,
  ItemCategoryLink,
  type ItemCreateInput,
  ItemDetail,
  type ItemDetailCreateInput,
  type ItemDetailUpdateInput,
  type ItemGeojsonInput,
  ItemGeojsonLink,
  type ItemGeojsonUpdateInput,
  type ItemJsonInput,
  ItemJsonLink,
  ItemMedium,
  type ItemMediumInput,
  type ItemMediumUpdateInput,
  ItemRelation,
  type ItemRelationInput,
  ItemReview,
  type ItemTagInput,
  ItemTagLink,
  type ItemUpdateInput,
  type JsonInput,
  JsonRecord,
  Mention,
  type MentionInput,
  type MentionUpdateInput,
  type ReviewCreateInput,
  type ReviewUpdateInput,
  ReviewUpdateResult,
} from '@quo/contract'
import { z } from 'zod'
import type { Transport } from '../transport.js'

type In<S extends z.ZodType> = z.input<S>

/** The staff creates, updates and deletes of spec §7; each sends the bearer token. */
export function staffWrites(request: Transport) {
  const create = <T>(path: string, schema: z.ZodType<T>, json: unknown) =>
    request({ method: 'post', path, schema, json, staff: true, success: 201 })
  const update = <T>(path: string, schema: z.ZodType<T>, json: unknown) =>
    request({ method: 'put', path, schema, json, staff: true })
  const remove = <T>(path: string, schema: z.ZodType<T>) =>
    request({ method: 'delete', path, schema, staff: true })
  const RelationKey = ItemRelation.omit({ relationshipTitle: true })

  return {
    // Items and reviews
    createItem: (input: In<typeof ItemCreateInput>) => create('items', DashboardItem, input),
    updateItem: (id: number, input: In<typeof ItemUpdateInput>) =>
      update(`items/${id}`, DashboardItem, input),
    deleteItem: (id: number) => remove(`items/${id}`, DeletedItem),
    createReview: (input: In<typeof ReviewCreateInput>) => create('items/reviews/', ItemReview, input),
    updateReview: (id: number, input: In<typeof ReviewUpdateInput>) =>
      update(`items/reviews/${id}`, ReviewUpdateResult, input),

    // What hangs on an item
    addItemCategories: (input: In<typeof ItemCategoriesInput>) =>
      create('items/categories/multiple/', z.array(ItemCategoryLink), input),
    addItemCategory: (input: In<typeof ItemCategoryInput>) =>
      create('items/categories/', ItemCategoryLink, input),
    removeItemCategory: (itemId: number, categoryId: number) =>
      remove(`items/categories/${itemId}/${categoryId}`, ItemCategoryLink),
    createItemAddress: (input: In<typeof ItemAddressInput>) => create('items/addresses/', ItemAddress, input),
    updateItemAddress: (id: number, input: In<typeof ItemAddressUpdateInput>) =>
      update(`items/addresses/${id}`, ItemAddress, input),
    createItemRelation: (input: In<typeof ItemRelationInput>) => create('items/items/', ItemRelation, input),
    removeItemRelation: (parentId: number, childId: number, relationshipId: number) =>
      remove(`items/items/${parentId}/${childId}/${relationshipId}`, RelationKey),
    createItemDetail: (input: In<typeof ItemDetailCreateInput>) =>
      create('items/details/', ItemDetail, input),
    updateItemDetail: (id: number, input: In<typeof ItemDetailUpdateInput>) =>
      update(`items/details/${id}`, ItemDetail, input),
    deleteItemDetail: (id: number) => remove(`items/details/${id}`, ItemDetail),
    createItemMedium: (input: In<typeof ItemMediumInput>) => create('items/media/', ItemMedium, input),
    updateItemMedium: (id: number, input: In<typeof ItemMediumUpdateInput>) =>
      update(`items/media/${id}`, ItemMedium, input),
    deleteItemMedium: (id: number) => remove(`items/media/${id}`, ItemMedium),
    addItemTag: (input: In<typeof ItemTagInput>) => create('items/tags/', ItemTagLink, input),
    removeItemTag: (itemId: number, tagId: number) => remove(`items/tags/${itemId}/${tagId}`, ItemTagLink),
    createMention: (input: In<typeof MentionInput>) => create('items/mentions/', Mention, input),
    updateMention: (id: number, input: In<typeof MentionUpdateInput>) =>
      update(`items/mentions/${id}`, Mention, input),
    deleteMention: (mentionId: number) => remove(`items/mentions/${mentionId}`, Mention),

    // Geometry and JSON documents with their item links
    createGeojson: (input: In<typeof GeojsonInput>) => create('geojsons/', GeojsonRecord, input),
    updateGeojson: (id: number, input: In<typeof GeojsonUpdateInput>) =>
      update(`geojsons/${id}`, GeojsonRecord, input),
    linkItemGeojson: (input: In<typeof ItemGeojsonInput>) =>
      create('items/geojsons/', ItemGeojsonLink, input),
    updateItemGeojson: (id: number, input: In<typeof ItemGeojsonUpdateInput>) =>
      update(`items/geojsons/${id}`, ItemGeojsonLink, input),
    createJson: (input: In<typeof JsonInput>) => create('jsons/', JsonRecord, input),
    updateJson: (id: number, input: In<typeof JsonInput>) => update(`jsons/${id}`, JsonRecord, input),
    linkItemJson: (input: In<typeof ItemJsonInput>) => create('items/jsons/', ItemJsonLink, input),

    // Events and featured entries
    createEvent: (input: In<typeof EventCreateInput>) => create('events', DashboardEvent, input),
    updateEvent: (id: number, input: In<typeof EventUpdateInput>) =>
      update(`events/${id}`, DashboardEvent, input),
    deleteEvent: (id: number) => remove(`events/${id}`, DeletedItemRecord),
    addEventBranches: (input: In<typeof EventBranchesInput>) =>
      create('events/branches/multiple/', z.array(EventBranchLink), input),
    addEventBranch: (input: In<typeof EventBranchInput>) =>
      create('events/branches/', EventBranchLink, input),
    removeEventBranch: (eventId: number, branchId: number) =>
      remove(`events/branches/${eventId}/${branchId}`, EventBranchLink),
    createFeatured: (input: In<typeof FeaturedInput>) => create('featured/', Featured, input),
    deleteFeatured: (id: number) => remove(`featured/${id}`, DeletedItemRecord),
  }
}
