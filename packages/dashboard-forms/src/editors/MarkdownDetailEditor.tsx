import {
  MARKDOWN_NOT_ALLOWED,
  type RefusedPart,
  refusedMarkdownParts,
  renderSafeMarkdown,
} from '@quo/place-rules'
import { Field, TextArea } from '@quo/ui'
import { useDeferredValue, useMemo } from 'react'
import { MESSAGES } from '../messages.js'
import type { DetailEditorProps } from './types.js'
import { useDetailError } from './useDetailError.js'

const partName = (part: RefusedPart) => {
  if ('element' in part) return MESSAGES.markdownElement(part.element)
  // A link whose scheme is refused loses its href: say that, not the attribute's name.
  if (part.attribute === 'href' || part.attribute === 'src') return MESSAGES.markdownHref(part.of)
  return MESSAGES.markdownAttribute(part.attribute, part.of)
}

/**
 * Markdown detail; refused live when the public site's sanitiser would change its rendered HTML
 * (docs/product.md §5) — the same check as the API's, which answers 'Markdown is not allowed'.
 * Staff read in German what would be taken away, and below the field a preview of the text as
 * visitors will see it: the sanitiser's output, so it shows nothing the site would not.
 *
 * @example
 * <MarkdownDetailEditor label="Speisekarte" value={v} onChange={setV} />
 */
export function MarkdownDetailEditor({ label, value, onChange, error: found }: DetailEditorProps) {
  const error = useDetailError('markdown', value.dataValue, found)
  // Rendering follows typing a moment later, so a long text never slows the keys down.
  const text = useDeferredValue(value.dataValue)
  const preview = useMemo(() => (text.trim() ? renderSafeMarkdown(text) : ''), [text])
  const refused = useMemo(
    () => (error === MARKDOWN_NOT_ALLOWED ? refusedMarkdownParts(text).map(partName) : []),
    [error, text],
  )
  const shown = refused.length ? MESSAGES.markdownRefused(refused.join(', ')) : error
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} error={shown}>
        <TextArea
          rows={6}
          className="font-mono"
          value={value.dataValue}
          onChange={(e) => onChange({ dataValue: e.target.value, dataValueUnit: null })}
        />
      </Field>
      {preview && (
        <figure className="flex flex-col gap-1">
          <figcaption className="text-xs text-muted">{MESSAGES.markdownPreview}</figcaption>
          <div
            className="rounded-md border border-line bg-paper p-3 text-sm text-ink [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
            // The sanitiser's own output (the HTML the public card shows): safe to insert.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the shared DOMPurify configuration
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </figure>
      )}
    </div>
  )
}
