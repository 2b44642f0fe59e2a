export { mailtoHref, normalizeUrl, SHORT_DESCRIPTION_LIMIT, telHref } from './links.js'
export { isMarkdownAllowed, renderMarkdown } from './markdown.js'
