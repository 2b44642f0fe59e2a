/** The HTML a partner pastes, with the loader (sized to its content, events) or as a bare iframe. */
export interface Snippets {
  withLoader: string
  iframeOnly: string
}

/** `&`, `<`, `>` and `"` as entities, for attribute values the partner copies. */
function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/**
 * The two snippets for an embed URL. The iframe alone works everywhere; the loader adds the
 * height that follows the content and the `quo:*` events on the container.
 */
export function snippets(embedUrl: string, title: string, fixedHeight: number): Snippets {
  const origin = new URL(embedUrl).origin
  return {
    withLoader:
      `<div data-quo-embed="${attr(embedUrl)}" data-title="${attr(title)}"></div>\n` +
      `<script src="${attr(`${origin}/embed/loader.js`)}" async></script>`,
    iframeOnly:
      `<iframe src="${attr(embedUrl)}" title="${attr(title)}" width="100%" height="${fixedHeight}"` +
      ` style="border:0" loading="lazy" allow="geolocation"></iframe>`,
  }
}
