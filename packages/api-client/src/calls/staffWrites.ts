import type {
  BulkItemsInput,
  ContestInput,
  ContestParticipantMark,
  ContestUpdateInput,
  DataLicenceInput,
  EventBranchesInput,
  EventBranchInput,
  EventCreateInput,
  EventFeedInput,
  EventFeedUpdateInput,
  EventUpdateInput,
  FeaturedInput,
  FloorPlanInput,
  GeojsonInput,
  GeojsonUpdateInput,
  HistoryRestoreInput,
  InboxDecision,
  InboxSource,
  ItemAddressInput,
  ItemAddressUpdateInput,
  ItemCategoriesInput,
  ItemCategoryInput,
  ItemCreateInput,
  ItemDetailCreateInput,
  ItemDetailUpdateInput,
  ItemGeojsonInput,
  ItemGeojsonUpdateInput,
  ItemJsonInput,
  ItemMediumInput,
  ItemMediumUpdateInput,
  ItemRelation,
  ItemRelationInput,
  ItemTagInput,
  ItemUpdateInput,
  JsonInput,
  MediaAssetUpdateInput,
  MediaUploadFields,
  MentionInput,
  MentionUpdateInput,
  PlaceImportInput,
  ReviewCreateInput,
  ReviewUpdateInput,
} from '@quo/contract'
import type { z } from 'zod'
import type { SchemaOf, Transport } from '../transport.js'

type In<S extends z.ZodType> = z.input<S>

/** The staff creates, updates and deletes of docs/product.md §7; each sends the bearer token. */
export function staffWrites(request: Transport) {
  const create = <T>(path: string, schema: SchemaOf<T>, json: unknown) =>
    request({ method: 'post', path, schema, json, staff: true, success: 201 })
  const update = <T>(path: string, schema: SchemaOf<T>, json: unknown) =>
    request({ method: 'put', path, schema, json, staff: true })
  const remove = <T>(path: string, schema: SchemaOf<T>) =>
    request({ method: 'delete', path, schema, staff: true })
  const relationKey: SchemaOf<Omit<ItemRelation, 'relationshipTitle'>> = (s) =>
    s.ItemRelation.omit({ relationshipTitle: true })

  return {
    /** One action (a tag or category added or removed, the review due date) on many places at once. */
    bulkEditItems: (input: In<typeof BulkItemsInput>) =>
      request({
        method: 'post',
        path: 'items/dashboard/bulk/',
        schema: (s) => s.BulkItemsResult,
        json: input,
        staff: true,
      }),

    /** The open licence of a map's own data (its open-data API and catalogue state it). */
    setDataLicence: (branchShortId: number, input: In<typeof DataLicenceInput>) =>
      update(`branches/${branchShortId}/data-licence`, (s) => s.DataLicenceInput, input),

    /** Places from a CSV or GeoJSON file onto a map: a dry run by default, row by row. */
    importPlaces: (branchShortId: number, input: In<typeof PlaceImportInput>) =>
      request({
        method: 'post',
        path: `branches/${branchShortId}/places/import`,
        schema: (s) => s.PlaceImportResult,
        json: input,
        staff: true,
      }),

    /** Puts a history entry's former state back (one field of an update, or all of it). */
    restoreHistory: (entryId: number, input: In<typeof HistoryRestoreInput> = {}) =>
      request({
        method: 'post',
        path: `history/${entryId}/restore/`,
        schema: (s) => s.HistoryPage,
        json: input,
        staff: true,
      }),

    /** Decides an inbox entry: accepted fields onto the place (or a new place), the rest rejected. */
    decideInbox: (source: InboxSource, id: number, decision: In<typeof InboxDecision>) =>
      request({
        method: 'post',
        path: `inbox/${source}/${id}/decision/`,
        schema: (s) => s.InboxEntry,
        json: decision,
        staff: true,
      }),

    // Media library
    /**
     * Uploads an image (the server reads its type from the bytes, renders AVIF and WebP in three
     * widths); `branchShortId` names the map for editors of several maps.
     */
    uploadMedium: (file: Blob, fields: In<typeof MediaUploadFields> & { fileName?: string } = {}) => {
      const form = new FormData()
      for (const key of ['title', 'alt', 'branchShortId'] as const) {
        const value = fields[key]
        if (value !== undefined && value !== '') form.append(key, String(value))
      }
      // The file last: the server reads the fields as they come, then the file.
      form.append('file', file, fields.fileName ?? (file instanceof File ? file.name : 'bild'))
      return request({
        method: 'post',
        path: 'media/',
        schema: (s) => s.MediaAsset,
        form,
        staff: true,
        success: 201,
      })
    },
    updateMediaAsset: (id: number, input: In<typeof MediaAssetUpdateInput>) =>
      update(`media/${id}`, (s) => s.MediaAssetDetail, input),
    deleteMediaAsset: (id: number) => remove(`media/${id}`, (s) => s.MediaAssetDetail),

    // Contests
    createContest: (input: In<typeof ContestInput>) => create('contests/', (s) => s.StaffContest, input),
    updateContest: (id: number, input: In<typeof ContestUpdateInput>) =>
      update(`contests/${id}`, (s) => s.StaffContest, input),
    /** Marks an entry correct or wrong, or (null) lets the contest's correct answer decide. */
    markContestParticipant: (
      contestId: number,
      participantId: number,
      input: In<typeof ContestParticipantMark>,
    ) => update(`contests/${contestId}/participants/${participantId}`, (s) => s.ContestParticipant, input),
    /** Draws a winner among the correct entries not drawn before; recorded by the server. */
    drawContestWinner: (id: number) =>
      request({
        method: 'post',
        path: `contests/${id}/draws/`,
        schema: (s) => s.ContestDraw,
        staff: true,
        success: 201,
      }),

    // Items and reviews
    createItem: (input: In<typeof ItemCreateInput>) => create('items', (s) => s.DashboardItem, input),
    updateItem: (id: number, input: In<typeof ItemUpdateInput>) =>
      update(`items/${id}`, (s) => s.DashboardItem, input),
    deleteItem: (id: number) => remove(`items/${id}`, (s) => s.DeletedItem),
    createReview: (input: In<typeof ReviewCreateInput>) =>
      create('items/reviews/', (s) => s.ItemReview, input),
    updateReview: (id: number, input: In<typeof ReviewUpdateInput>) =>
      update(`items/reviews/${id}`, (s) => s.ReviewUpdateResult, input),

    // What hangs on an item
    addItemCategories: (input: In<typeof ItemCategoriesInput>) =>
      create('items/categories/multiple/', (s) => s.z.array(s.ItemCategoryLink), input),
    addItemCategory: (input: In<typeof ItemCategoryInput>) =>
      create('items/categories/', (s) => s.ItemCategoryLink, input),
    removeItemCategory: (itemId: number, categoryId: number) =>
      remove(`items/categories/${itemId}/${categoryId}`, (s) => s.ItemCategoryLink),
    createItemAddress: (input: In<typeof ItemAddressInput>) =>
      create('items/addresses/', (s) => s.ItemAddress, input),
    updateItemAddress: (id: number, input: In<typeof ItemAddressUpdateInput>) =>
      update(`items/addresses/${id}`, (s) => s.ItemAddress, input),
    createItemRelation: (input: In<typeof ItemRelationInput>) =>
      create('items/items/', (s) => s.ItemRelation, input),
    removeItemRelation: (parentId: number, childId: number, relationshipId: number) =>
      remove(`items/items/${parentId}/${childId}/${relationshipId}`, relationKey),
    /** Moves a child within its parent's list of this relationship (a route's waypoints). */
    moveItemRelation: (parentId: number, childId: number, relationshipId: number, sortOrder: number) =>
      update(`items/items/${parentId}/${childId}/${relationshipId}`, (s) => s.ItemRelation, { sortOrder }),
    createItemDetail: (input: In<typeof ItemDetailCreateInput>) =>
      create('items/details/', (s) => s.ItemDetail, input),
    updateItemDetail: (id: number, input: In<typeof ItemDetailUpdateInput>) =>
      update(`items/details/${id}`, (s) => s.ItemDetail, input),
    deleteItemDetail: (id: number) => remove(`items/details/${id}`, (s) => s.ItemDetail),
    createItemMedium: (input: In<typeof ItemMediumInput>) =>
      create('items/media/', (s) => s.ItemMedium, input),
    updateItemMedium: (id: number, input: In<typeof ItemMediumUpdateInput>) =>
      update(`items/media/${id}`, (s) => s.ItemMedium, input),
    deleteItemMedium: (id: number) => remove(`items/media/${id}`, (s) => s.ItemMedium),
    addItemTag: (input: In<typeof ItemTagInput>) => create('items/tags/', (s) => s.ItemTagLink, input),
    removeItemTag: (itemId: number, tagId: number) =>
      remove(`items/tags/${itemId}/${tagId}`, (s) => s.ItemTagLink),
    createMention: (input: In<typeof MentionInput>) => create('items/mentions/', (s) => s.Mention, input),
    updateMention: (id: number, input: In<typeof MentionUpdateInput>) =>
      update(`items/mentions/${id}`, (s) => s.Mention, input),
    deleteMention: (mentionId: number) => remove(`items/mentions/${mentionId}`, (s) => s.Mention),

    // Geometry and JSON documents with their item links
    createGeojson: (input: In<typeof GeojsonInput>) => create('geojsons/', (s) => s.GeojsonRecord, input),
    updateGeojson: (id: number, input: In<typeof GeojsonUpdateInput>) =>
      update(`geojsons/${id}`, (s) => s.GeojsonRecord, input),
    linkItemGeojson: (input: In<typeof ItemGeojsonInput>) =>
      create('items/geojsons/', (s) => s.ItemGeojsonLink, input),
    updateItemGeojson: (id: number, input: In<typeof ItemGeojsonUpdateInput>) =>
      update(`items/geojsons/${id}`, (s) => s.ItemGeojsonLink, input),
    /** Lays a library image over the place's bounds as its floor plan (replacing one it had). */
    setFloorPlan: (itemId: number, input: In<typeof FloorPlanInput>) =>
      update(`items/floor-plans/${itemId}`, (s) => s.FloorPlan, input),
    removeFloorPlan: (itemId: number) => remove(`items/floor-plans/${itemId}`, (s) => s.FloorPlan),
    /** Takes a shape off its item; the shape goes too when no other item shows it. */
    unlinkItemGeojson: (id: number) => remove(`items/geojsons/${id}`, (s) => s.ItemGeojsonLink),
    createJson: (input: In<typeof JsonInput>) => create('jsons/', (s) => s.JsonRecord, input),
    updateJson: (id: number, input: In<typeof JsonInput>) =>
      update(`jsons/${id}`, (s) => s.JsonRecord, input),
    linkItemJson: (input: In<typeof ItemJsonInput>) => create('items/jsons/', (s) => s.ItemJsonLink, input),

    // Events and featured entries
    createEvent: (input: In<typeof EventCreateInput>) => create('events', (s) => s.DashboardEvent, input),
    updateEvent: (id: number, input: In<typeof EventUpdateInput>) =>
      update(`events/${id}`, (s) => s.DashboardEvent, input),
    deleteEvent: (id: number) => remove(`events/${id}`, (s) => s.DeletedItemRecord),
    addEventBranches: (input: In<typeof EventBranchesInput>) =>
      create('events/branches/multiple/', (s) => s.z.array(s.EventBranchLink), input),
    addEventBranch: (input: In<typeof EventBranchInput>) =>
      create('events/branches/', (s) => s.EventBranchLink, input),
    removeEventBranch: (eventId: number, branchId: number) =>
      remove(`events/branches/${eventId}/${branchId}`, (s) => s.EventBranchLink),
    /** Subscribes a map to another organisation's iCalendar feed (imported hourly). */
    createEventFeed: (branchShortId: number, input: In<typeof EventFeedInput>) =>
      create(`branches/${branchShortId}/event-feeds`, (s) => s.EventFeed, input),
    updateEventFeed: (id: number, input: In<typeof EventFeedUpdateInput>) =>
      update(`event-feeds/${id}`, (s) => s.EventFeed, input),
    /** Ends a subscription; the events it brought stay. */
    deleteEventFeed: (id: number) => remove(`event-feeds/${id}`, (s) => s.EventFeed),
    /** Imports a subscribed calendar now; answers the subscription with that run's outcome. */
    runEventFeed: (id: number) =>
      request({ method: 'post', path: `event-feeds/${id}/run`, schema: (s) => s.EventFeed, staff: true }),
    createFeatured: (input: In<typeof FeaturedInput>) => create('featured/', (s) => s.Featured, input),
    deleteFeatured: (id: number) => remove(`featured/${id}`, (s) => s.DeletedItemRecord),
  }
}
