/**
 * Each operation's `operationId` and `summary`, by method and documented path. They live
 * here rather than in the route files so the names stay one consistent set (the write calls'
 * ids are the `@quo/api-client` function names) and a generated client keeps them stable
 * when routes move between files. `test/openapi.test.ts` fails for an operation missing here.
 */
export const OPERATIONS: Record<string, readonly [operationId: string, summary: string]> = {
  'GET /health': ['getHealth', 'Health of the server and its database'],
  'GET /system/status/': [
    'getSystemStatus',
    'Versions, database and Redis health and what the server read from the token (staff)',
  ],
  'GET /auth/config': ['getAuthConfig', 'How the staff dashboard signs in: issuer, client id and scope'],

  // Whole-table reads every visitor makes at start (spec §4)
  'GET /branches/': ['listBranches', 'All branches with their settings'],
  'GET /categories/': ['listCategories', 'All categories with their translations'],
  'GET /icons/': ['listIcons', 'All pin icons'],
  'GET /tags/': ['listTags', 'All tags with their translations'],
  'GET /items/details/keys/': ['listDetailKeys', 'All keys of item details'],
  'GET /countries/': ['listCountries', 'All countries'],
  'GET /states/': ['listStates', 'All states'],
  'GET /contests/': ['listContests', 'All contests'],
  'GET /featured/': ['listFeatured', 'All featured entries'],
  'GET /lists/': ['listLists', 'All curated lists'],
  'GET /search/shortcuts/': ['listSearchShortcuts', 'All search shortcuts'],
  'GET /search/shortcuts/{id}/results/': [
    'listShortcutResults',
    "A search shortcut's places for a host's branch, with opening states (the embed's list)",
  ],

  // Items and branch-scoped reads
  'GET /items/basemap/': ['getBasemap', 'Pins of every branch in the compact basemap format'],
  'GET /items/basemap/branchshortid/{branchShortId}': ['getBranchBasemap', "Pins of one branch's map"],
  'GET /items/nanoid/{nanoId}': ['getItem', 'One item with all its parts'],
  'GET /buildings/branchshortid/{branchShortId}': ['listBranchBuildings', "A branch's buildings"],
  'GET /streets/branchshortid/{branchShortId}': ['listBranchStreets', "A branch's streets"],
  'GET /events/branchshortid/{branchShortId}': ['listBranchEvents', "A branch's upcoming events"],
  'GET /cities/countryid/{countryId}': ['listCitiesOfCountry', 'Cities of a country'],
  'GET /cities/latlon/{lat}/{lon}': ['getNearestCity', 'The city nearest to a point'],

  // Map pictures: styles, tiles, glyphs
  'GET /branches/{branchShortId}/{layer}/{z}/{x}/{y}': ['getLevelTile', 'A raster tile of a floor plan'],
  'GET /basemap/style.json': ['getBasemapStyle', "The main site's self-hosted basemap style"],
  'GET /basemap/style/{branchShortId}.json': [
    'getBranchBasemapStyle',
    "A branch's self-hosted basemap style",
  ],
  'GET /basemap/tiles/{z}/{x}/{y}': ['getBasemapTile', 'A vector tile of land, water and forest'],
  'GET /basemap/tiles/{branchShortId}/{z}/{x}/{y}': [
    'getBranchBasemapTile',
    "A vector tile of a branch's streets and buildings",
  ],
  'GET /basemap/glyphs/{fontstack}/{range}': ['getGlyphs', 'SDF glyphs of 256 code points of a font stack'],
  'GET /basemap/start-pins.svg': ['getStartPins', "The pins of a map's start view as an SVG picture"],

  // Staff reads
  'GET /items/dashboard/': ['listDashboardItems', 'Items for the dashboard, filtered and paged'],
  'GET /items/dashboard/{id}': ['getDashboardItem', 'One item for editing'],
  'GET /events/dashboard/': ['listDashboardEvents', 'Events for the dashboard, filtered and paged'],
  'GET /events/dashboard/{id}': ['getDashboardEvent', 'One event for editing'],
  'GET /items/change-requests/': ['listChangeRequests', "Visitors' change requests"],
  'GET /items/dashboard/{id}/history/': [
    'itemHistory',
    "A place's change history, newest first: the place, what hangs on it, its events",
  ],
  'GET /events/dashboard/{id}/history/': ['eventHistory', "An event's change history, newest first"],
  'GET /items/dashboard/deleted/': ['deletedPlaces', 'Places staff deleted that are still gone'],
  'DELETE /items/geojsons/{id}': [
    'unlinkItemGeojson',
    'Take a shape off its item (and drop it when no other item shows it)',
  ],
  'PUT /items/items/{parentId}/{childId}/{relationshipId}': [
    'moveItemRelation',
    "Move a child within its parent's list (a route's waypoints)",
  ],
  'PUT /items/floor-plans/{id}': [
    'setFloorPlan',
    "Lay a library image over the place's bounds as its floor plan",
  ],
  'DELETE /items/floor-plans/{id}': ['removeFloorPlan', "Take the place's floor plan off"],
  'GET /media/': ['listMedia', "The caller's media library, newest first, with usage"],
  'POST /media/': ['uploadMedium', 'Upload an image to the media library'],
  'GET /media/{id}': ['getMediaAsset', 'A library image with the places that show it'],
  'PUT /media/{id}': ['updateMediaAsset', "Change a library image's title or description"],
  'DELETE /media/{id}': ['deleteMediaAsset', 'Delete a library image no place shows'],
  'GET /media/files/{hash}/{file}': ['getMediaFile', 'A rendition of a library image'],
  'GET /media/demo/{name}': ['getDemoPicture', "A demo place's picture (the seeded places link to them)"],
  'GET /media/logo/{name}': ['getDemoLogo', "A demo branch's logo (the seeded branches link to them)"],
  'GET /contests/dashboard/': ['listStaffContests', "Contests of the caller's maps with entries and draws"],
  'POST /contests/': ['createContest', 'Create a contest'],
  'PUT /contests/{id}': ['updateContest', 'Change a contest'],
  'GET /contests/{id}/participants/': ['listContestParticipants', "A contest's entries, oldest first"],
  'GET /contests/{id}/participants.csv': ['exportContestParticipants', "A contest's entries as CSV"],
  'POST /contests/{id}/draws/': [
    'drawContestWinner',
    'Draw a winner among the entries not drawn before, recorded',
  ],
  'GET /inbox/': [
    'listInbox',
    "Visitors' requests and OpenStreetMap differences waiting for staff, oldest first",
  ],
  'GET /inbox/visitor/{id}': ['getInboxRequest', "A visitor's request against the place, field by field"],
  'GET /inbox/osm/{id}': ['getInboxOsmDifferences', "A place's OpenStreetMap differences, field by field"],
  'POST /inbox/visitor/{id}/decision/': [
    'decideInboxRequest',
    "Decide a visitor's request: accepted fields onto the place (or a new place), the rest rejected",
  ],
  'POST /inbox/osm/{id}/decision/': [
    'decideInboxOsmDifferences',
    "Decide a place's OpenStreetMap differences field by field",
  ],
  'POST /history/{id}/restore/': [
    'restoreHistory',
    "Put a history entry's former state back: one field, a whole change, a removed or added record",
  ],
  'GET /metrics/sessions/daily/': [
    'listDailySessions',
    "Visitor sessions and events per day of a range, every day listed, of the caller's maps",
  ],
  'GET /metrics/summary/': [
    'getMetricsSummary',
    'The places opened most and the searches without results in a range, and how long events are kept',
  ],
  'POST /items/dashboard/bulk/': [
    'bulkEditItems',
    'Add or remove a tag or category, or set the review due date, of many places in one transaction',
  ],

  // Anonymous writes
  'POST /items/change-requests/': ['createChangeRequest', 'Suggest a change to an item'],
  'POST /contest/participant/': ['participate', 'Take part in a contest'],
  'POST /metrics/': ['sendMetrics', 'Record usage events'],

  // Staff writes: items
  'POST /items': ['createItem', 'Create an item'],
  'PUT /items/{id}': ['updateItem', 'Change an item'],
  'DELETE /items/{id}': ['deleteItem', 'Delete an item'],
  'POST /items/reviews/': ['createReview', 'Create a review of an item'],
  'PUT /items/reviews/{id}': ['updateReview', 'Change a review'],
  'POST /items/categories/multiple/': ['addItemCategories', 'Put an item into several categories'],
  'POST /items/categories/': ['addItemCategory', 'Put an item into a category'],
  'DELETE /items/categories/{itemId}/{categoryId}': ['removeItemCategory', 'Take an item out of a category'],
  'POST /items/addresses/': ['createItemAddress', 'Add an address to an item'],
  'PUT /items/addresses/{id}': ['updateItemAddress', "Change an item's address"],
  'POST /items/items/': ['createItemRelation', 'Relate two items'],
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
  'POST /geojsons/': ['createGeojson', 'Create a GeoJSON shape'],
  'PUT /geojsons/{id}': ['updateGeojson', 'Change a GeoJSON shape'],
  'POST /items/geojsons/': ['linkItemGeojson', 'Link a GeoJSON shape to an item'],
  'PUT /items/geojsons/{id}': ['updateItemGeojson', "Change an item's link to a GeoJSON shape"],
  'POST /jsons/': ['createJson', 'Create a JSON record'],
  'PUT /jsons/{id}': ['updateJson', 'Change a JSON record'],
  'POST /items/jsons/': ['linkItemJson', 'Link a JSON record to an item'],

  // Staff writes: events and featured entries
  'POST /events': ['createEvent', 'Create an event'],
  'PUT /events/{id}': ['updateEvent', 'Change an event'],
  'DELETE /events/{id}': ['deleteEvent', 'Delete an event'],
  'POST /events/branches/multiple/': ['addEventBranches', 'Show an event on several branches'],
  'POST /events/branches/': ['addEventBranch', 'Show an event on a branch'],
  'DELETE /events/branches/{eventId}/{branchId}': ['removeEventBranch', 'Stop showing an event on a branch'],
  'POST /featured/': ['createFeatured', 'Feature an item or event'],
  'DELETE /featured/{id}': ['deleteFeatured', 'Delete a featured entry'],
}
