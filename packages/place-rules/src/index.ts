export {
  detailValueError,
  EMAIL_NOT_AN_ADDRESS,
  MARKDOWN_NOT_ALLOWED,
  PHONE_NOT_A_NUMBER,
} from './detailValue.js'
export {
  type DetailEdit,
  type DetailWrite,
  detailWrites,
  editableDetailKeys,
  type ItemDetailDeleteInput,
  numberUnit,
  unitsOfKey,
} from './detailWrites.js'
export { mailtoHref, normalizeUrl, SHORT_DESCRIPTION_LIMIT, telHref, webLinkHref } from './links.js'
export {
  isMarkdownAllowed,
  type RefusedPart,
  refusedMarkdownParts,
  renderMarkdown,
  renderSafeMarkdown,
} from './markdown.js'
export { HOURS_PREVIEW_MESSAGES, type HoursPreviewMessages } from './messages.js'
export {
  DEFAULT_HOLIDAY_REGION,
  DEFAULT_HOURS_PLACE,
  type HoursPlace,
  openingHoursError,
  openingHoursSuggestion,
  openingHoursWarnings,
  parseOpeningHours,
} from './openingHours.js'
export {
  emptyWeek,
  openingHoursPreview,
  openingHoursToWeek,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
  type WeekHours,
  weekToOpeningHours,
} from './openingHoursWeek.js'
export { evaluateOpeningHours, type OpeningEvaluation } from './openingState.js'
export { type PublicHoliday, publicHolidayOn, publicHolidaysFrom } from './publicHolidays.js'
export { atWallClock, placeClock, type WallDate, wallDate, wallDateTime } from './wallClock.js'
