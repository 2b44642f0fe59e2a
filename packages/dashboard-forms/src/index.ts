export { detailValueError, MARKDOWN_NOT_ALLOWED } from './detailValue.js'
export { mailtoHref, normalizeUrl, SHORT_DESCRIPTION_LIMIT, telHref, webLinkHref } from './links.js'
export { isMarkdownAllowed, renderMarkdown, renderSafeMarkdown } from './markdown.js'
export { type HoursPlace, openingHoursError, parseOpeningHours } from './openingHours.js'
