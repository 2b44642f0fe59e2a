export {
  ChangeRequest,
  ChangeRequestInput,
  ChangeRequestsQuery,
  ContestParticipation,
  ContestParticipationInput,
  MetricInput,
  MetricsAccepted,
  MetricsInput,
  MIN_FILL_MS,
  StaffChangeRequest,
  VISITOR_DETAIL_KEYS,
  VisitorDetailKey,
} from './anonymousWrites.js'
export { AuthConfig } from './auth.js'
export { BASEMAP_COLUMNS, BASEMAP_FLAGS, type BasemapItem, decodeBasemap } from './basemapRows.js'
export { BasemapStyle } from './basemapStyle.js'
export {
  Branch,
  BranchesResponse,
  HostRedirect,
  Kiosk,
  Level,
  MapBoundary,
  MapCenter,
  PathRedirect,
  Season,
} from './branch.js'
export {
  BranchShortId,
  BranchShortIdParam,
  DATE_TIME_RANGE,
  DateTimeInput,
  HostName,
  Id,
  IdParam,
  IsoDateTime,
  LanguageCode,
  Latitude,
  LatitudeParam,
  Longitude,
  LongitudeParam,
  NanoId,
  Problem,
} from './common.js'
export {
  ContestDraw,
  ContestInput,
  ContestParticipant,
  ContestUpdateInput,
  StaffContest,
} from './contestAdmin.js'
export {
  DashboardEvent,
  DashboardEventsPage,
  DashboardEventsQuery,
  DashboardItem,
  DashboardItemRow,
  DashboardItemsPage,
  DashboardItemsQuery,
  ITEM_SORTS,
  SystemStatus,
} from './dashboard.js'
export { ItemDetail, ItemDetailKey } from './detailKey.js'
export { Contest, Event, Featured, List, SearchShortcut } from './engagement.js'
export {
  BREAKPOINTS,
  Breakpoint,
  DETAIL_KEY_TYPES,
  DetailKeyType,
  GEOJSON_TYPE_CODES,
  GeojsonTypeCode,
  ITEM_TYPES,
  ItemType,
  MAIN_CATEGORIES,
  MainCategory,
  MEDIUM_TYPES,
  MediumType,
  UNITS,
  Unit,
} from './enums.js'
export {
  EventBranchesInput,
  EventBranchInput,
  EventBranchLink,
  EventCreateInput,
  EventUpdateInput,
  FeaturedInput,
} from './eventWrites.js'
export { Building, City, Country, NearestCity, State, Street } from './geo.js'
export { GeojsonDocument, Geometry, LineGeometry, PolygonGeometry } from './geojson.js'
export {
  GeojsonInput,
  GeojsonRecord,
  GeojsonUpdateInput,
  ItemGeojsonInput,
  ItemGeojsonLink,
  ItemGeojsonUpdateInput,
  ItemJsonInput,
  ItemJsonLink,
  JsonDocument,
  JsonInput,
  JsonRecord,
} from './geometryWrites.js'
export {
  DeletedPlace,
  DeletedPlacesPage,
  HISTORY_TABLES,
  HistoryChange,
  HistoryEntry,
  HistoryOperation,
  HistoryPage,
  HistoryQuery,
  HistoryRestoreInput,
  HistoryTable,
} from './history.js'
export {
  InboxDecision,
  InboxEntry,
  InboxField,
  InboxFieldName,
  InboxPage,
  InboxQuery,
  InboxSource,
  InboxStatus,
} from './inbox.js'
export {
  BasemapResponse,
  BasemapRow,
  Item,
  ItemAddress,
  ItemEvent,
  ItemFeatured,
  ItemGeojson,
  ItemJson,
  ItemMedium,
  ItemRelative,
  ItemReview,
  ItemWay,
  Mention,
} from './item.js'
export {
  BULK_ITEMS_MAX,
  BulkItemAction,
  BulkItemsInput,
  BulkItemsResult,
} from './itemBulkWrites.js'
export {
  ItemAddressInput,
  ItemAddressUpdateInput,
  ItemCategoriesInput,
  ItemCategoryInput,
  ItemCategoryLink,
  ItemDetailCreateInput,
  ItemDetailUpdateInput,
  ItemMediumInput,
  ItemMediumUpdateInput,
  ItemRelation,
  ItemRelationInput,
  ItemRelationOrderInput,
  ItemTagInput,
  ItemTagLink,
  MentionInput,
  MentionUpdateInput,
} from './itemPartWrites.js'
export {
  DeletedItem,
  DeletedItemRecord,
  ItemCreateInput,
  ItemUpdateInput,
  ReviewCreateInput,
  ReviewUpdateInput,
  ReviewUpdateResult,
} from './itemWrites.js'
export {
  FloorPlan,
  FloorPlanBounds,
  FloorPlanInput,
  MEDIA_LIMITS,
  MEDIA_SOURCE_TYPES,
  MEDIA_VARIANT_WIDTHS,
  MediaAsset,
  MediaAssetDetail,
  MediaAssetUpdateInput,
  MediaFormat,
  MediaPage,
  MediaQuery,
  MediaSourceType,
  MediaUploadFields,
  MediaUsage,
  MediaVariant,
  MediaVariantName,
} from './media.js'
export {
  addDays,
  DailySessions,
  daysInRange,
  defaultMetricsRange,
  ITEM_DETAIL_OPEN_METRIC,
  isCalendarDay,
  METRICS_DEFAULT_RANGE_DAYS,
  METRICS_MAX_RANGE_DAYS,
  MetricsQuery,
  MetricsSummary,
  NoResultSearch,
  normalizeSearchTerm,
  regionToday,
  SEARCH_NO_RESULTS_METRIC,
  SEARCH_TERM_MAX_LENGTH,
  TopPlace,
} from './metrics.js'
export { HOST_PATTERN, NANO_ID_PATTERN, REGION_TIME_ZONE } from './patterns.js'
export {
  OpeningState,
  ShortcutResult,
  ShortcutResultsPage,
  ShortcutResultsQuery,
} from './shortcutResults.js'
export {
  checkedDocument,
  emailAddress,
  findBadJsonString,
  httpUrl,
  JSON_DEPTH_LIMIT,
  type JsonProblem,
  safeString,
  text,
} from './strings.js'
export {
  Category,
  CategoryTranslation,
  Icon,
  ItemCategory,
  ItemTag,
  Tag,
  TagTranslation,
} from './taxonomy.js'
export { hasScriptScheme, looksLikeMarkup, TEXT_MESSAGES, type TextIssue, textIssue } from './textRules.js'
