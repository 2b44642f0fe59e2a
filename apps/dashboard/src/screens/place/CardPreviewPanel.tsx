import { CARD_PREVIEW_PATH, CARD_PREVIEW_READY, type CardPreviewMessage, type Item } from '@quo/contract'
import { Button } from '@quo/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { SELECT_CLASS } from '../../forms/controlStyles.js'
import { placeMessages as t } from './messages.js'
import { type MapSite, mapSiteUrl } from './publicPlaceLink.js'

/** A preview page that has not said it listens by then is taken as unreachable. */
const PREVIEW_TIMEOUT_MS = 15_000

/**
 * Keeps the framed preview page showing `item`: the page says when it listens (after loading,
 * and again after any reload of its own); each time, and on each change of the place, it is sent
 * the place. Messages go only to the map site's origin, and only the frame's own are heard. A
 * frame that has not said it listens within the time is taken as unreachable.
 */
function usePreviewFrame(src: string, item: Item) {
  const frame = useRef<HTMLIFrameElement>(null)
  /** How often the page said it listens: 0 until the first time. */
  const [readies, setReadies] = useState(0)
  const [timedOut, setTimedOut] = useState(false)
  const origin = new URL(src).origin

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return
      if ((event.data as { type?: unknown } | null)?.type === CARD_PREVIEW_READY) setReadies((n) => n + 1)
    }
    window.addEventListener('message', onMessage)
    const timer = setTimeout(() => setTimedOut(true), PREVIEW_TIMEOUT_MS)
    return () => {
      window.removeEventListener('message', onMessage)
      clearTimeout(timer)
    }
  }, [origin])

  useEffect(() => {
    if (readies === 0) return
    const message: CardPreviewMessage = { type: 'quo:card-preview', item }
    frame.current?.contentWindow?.postMessage(message, origin)
  }, [readies, item, origin])

  const state = readies > 0 ? 'ready' : timedOut ? 'failed' : 'loading'
  return { frame, state }
}

/**
 * The place's public card as the form stands, before saving: the map's own site shows it in a
 * frame, so it looks as visitors will see it there. Beside the form on a wide screen; over it on
 * a narrow one, where closing it goes back to the form.
 */
export function CardPreviewPanel({
  item,
  maps,
  onClose,
}: {
  item: Item
  /** The maps the place shows on (or the account's first, for a place on none yet). */
  maps: readonly MapSite[]
  onClose: () => void
}) {
  const headingId = useId()
  const [chosen, setChosen] = useState<number | undefined>(undefined)
  /** Another try loads the frame anew. */
  const [attempt, setAttempt] = useState(0)
  const map = maps.find((m) => m.shortId === chosen) ?? maps[0]
  return (
    <aside
      id={CARD_PREVIEW_PANEL_ID}
      aria-labelledby={headingId}
      className="fixed inset-0 z-40 flex flex-col bg-paper sm:left-auto sm:w-[26rem] sm:border-l sm:border-line sm:shadow-xl xl:sticky xl:top-4 xl:z-auto xl:h-[calc(100dvh-2rem)] xl:w-[26rem] xl:shrink-0 xl:rounded-2xl xl:border xl:shadow-none"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-line bg-white px-4 py-3 xl:rounded-t-2xl">
        <h2 id={headingId} className="mr-auto text-lg font-semibold">
          {t.preview.heading}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {t.preview.close}
        </Button>
        {maps.length > 1 && map ? (
          <label className="flex w-full items-center gap-2 text-sm">
            <span className="shrink-0">{t.preview.onMap}</span>
            <select
              className={SELECT_CLASS}
              value={map.shortId}
              onChange={(event) => setChosen(Number(event.target.value))}
            >
              {maps.map((m) => (
                <option key={m.shortId} value={m.shortId}>
                  {m.title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <p className="w-full text-xs text-muted">{map ? t.preview.note(map.title) : t.preview.noMap}</p>
      </div>
      {map ? (
        <PreviewFrame
          key={`${map.shortId}:${attempt}`}
          item={item}
          map={map}
          onRetry={() => setAttempt((a) => a + 1)}
        />
      ) : null}
    </aside>
  )
}

/** The id of the panel, for the button that opens and closes it (`aria-controls`). */
export const CARD_PREVIEW_PANEL_ID = 'place-card-preview'

function PreviewFrame({ item, map, onRetry }: { item: Item; map: MapSite; onRetry: () => void }) {
  const src = mapSiteUrl(map.keyword, CARD_PREVIEW_PATH, new URL(window.location.href))
  const { frame, state } = usePreviewFrame(src, item)
  return (
    <div className="relative min-h-0 flex-1">
      <iframe
        ref={frame}
        src={src}
        title={t.preview.frameTitle(map.title)}
        className={`h-full w-full border-0 ${state === 'ready' ? '' : 'invisible'}`}
      />
      {state !== 'ready' ? (
        <div className="absolute inset-0 flex flex-col items-start gap-3 p-4 text-sm" role="status">
          {state === 'loading' ? (
            <p aria-busy="true">{t.preview.loading}</p>
          ) : (
            <>
              <p className="text-error">{t.preview.failed(map.title)}</p>
              <Button variant="secondary" onClick={onRetry}>
                {t.retry}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </div>
  )
}
