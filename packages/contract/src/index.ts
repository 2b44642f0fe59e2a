// The root entry: every schema, type and plain value of the contract. `./constants` holds the
// plain values alone, for code that must not load zod.
export {
  ChangeRequest,
  ChangeRequestInput,
  ChangeRequestsQuery,
  ContestParticipation,
  ContestParticipationInput,
  MetricInput,
  MetricsAccepted,
  MetricsInput,
  StaffChangeRequest,
  VisitorDetailKey,
} from './anonymousWrites.js'
export { AuthConfig, StaffBranches, StaffCaller } from './auth.js'
export { applyPinChanges, type BasemapItem, decodeBasemap } from './basemapRows.js'
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
export { CardPreviewMessage } from './cardPreview.js'
export {
  BranchShortId,
  BranchShortIdParam,
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
export * from './constants.js'
export {
  ContestDraw,
  ContestInput,
  ContestParticipant,
  ContestParticipantMark,
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
  SystemStatus,
} from './dashboard.js'
export { ItemDetail, ItemDetailKey } from './detailKey.js'
export { CalendarQuery, Contest, Event, Featured, List, SearchShortcut } from './engagement.js'
export {
  Breakpoint,
  DetailKeyType,
  GeojsonTypeCode,
  ItemType,
  MainCategory,
  MediumType,
  Unit,
} from './enums.js'
export {
  EventFeed,
  EventFeedCounts,
  EventFeedInput,
  EventFeedRun,
  EventFeedStatus,
  EventFeedUpdateInput,
} from './eventFeeds.js'
export {
  EventBranchesInput,
  EventBranchInput,
  EventBranchLink,
  EventCreateInput,
  EventUpdateInput,
  FeaturedInput,
} from './eventWrites.js'
export { Building, City, Country, HolidayRegion, NearestCity, State, Street } from './geo.js'
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
  PinSummary,
  PinsEvent,
} from './item.js'
export { BulkItemAction, BulkItemsInput, BulkItemsResult } from './itemBulkWrites.js'
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
  isCalendarDay,
  MetricsQuery,
  MetricsSummary,
  NoResultSearch,
  normalizeSearchTerm,
  regionToday,
  TopPlace,
} from './metrics.js'
export {
  DATA_LICENCES,
  DataLicence,
  DataLicenceInput,
  OgcBbox,
  OgcDatetime,
  OgcItemsQuery,
  OgcQuery,
} from './openData.js'
export {
  PLACE_IMPORT_FIELDS,
  PLACE_IMPORT_MAX_CHARS,
  PlaceImportAction,
  PlaceImportField,
  PlaceImportInput,
  PlaceImportResult,
  PlaceImportRow,
} from './placeImport.js'
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
  type JsonProblem,
  safeString,
  type TextRuleOptions,
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
export { hasScriptScheme, looksLikeMarkup, textIssue, textMessages } from './textRules.js'
