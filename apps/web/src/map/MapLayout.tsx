import { IconButton, SideDrawer } from '@quo/ui'
import { Link, Outlet } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { useMemo } from 'react'
import { usePageTitle } from '../app/usePageTitle.js'
import { useCurrentBranch } from '../data/currentBranch.js'
import { messages } from '../messages.js'
import { QUO_VERSION } from '../metrics/metrics.js'
import { useMetrics } from '../metrics/useMetrics.js'
import { SearchBox } from '../search/SearchBox.js'
import { drawerOpenAtom, levelAtom, styleIdAtom } from '../state/atoms.js'
import { basemapStyles } from './basemapStyles.js'
import { MapView } from './MapView.js'
import { isFramed, mapContextOf } from './mapContext.js'
import { useKiosk } from './useKiosk.js'

/** Where visitors' feedback goes (the drawer's 'feedback senden' link). */
const FEEDBACK_EMAIL = 'feedback@quo.li'

const control =
  'rounded-full bg-white px-3 py-2 text-sm font-medium shadow focus-visible:outline-2 focus-visible:outline-primary'

/** The map screen (spec §2): full-page map, controls and the cards of the current route. */
export function MapLayout() {
  const current = useCurrentBranch()
  const branch = current?.branch
  usePageTitle(branch?.shortTitle ?? branch?.title ?? 'Karte')
  const context = useMemo(() => mapContextOf(branch, window.location, isFramed()), [branch])
  const styles = useMemo(() => basemapStyles(branch, context.season), [branch, context.season])
  const [styleId, setStyleId] = useAtom(styleIdAtom)
  const [level, setLevel] = useAtom(levelAtom)
  const style = styles.find((s) => s.id === styleId) ?? styles[0]
  const [drawerOpen, setDrawerOpen] = useAtom(drawerOpenAtom)
  useMetrics(context.kiosk)
  const { screenSaver, wake } = useKiosk(branch, context.kiosk)
  const centerItem = branch?.centerItem?.productionItemNanoId ?? branch?.centerItem?.devItemNanoId
  if (!current || !style) return <p className="p-6 text-muted">{messages.loadingMap}</p>
  const levels = [...(branch?.levels ?? [])].sort((a, b) => a.sortOrder - b.sortOrder)

  return (
    <div className="fixed inset-0 overflow-hidden">
      <MapView branch={branch} style={style} inIframe={context.inIframe} />

      <div className="pointer-events-none absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-3">
        <div className="pointer-events-auto flex min-w-0 flex-1 items-center gap-2">
          <IconButton label={messages.menu} onClick={() => setDrawerOpen(true)}>
            <span aria-hidden="true" className="text-lg leading-none">
              ☰
            </span>
          </IconButton>
          {context.kiosk ? null : (
            <Link
              to="/"
              className="rounded-full bg-white px-3 py-1.5 text-lg font-extrabold text-primary shadow"
              aria-label="quo – Startseite"
            >
              quo
            </Link>
          )}
          {branch ? (
            <span className="hidden rounded-full bg-white/90 px-3 py-1.5 text-sm font-semibold shadow sm:inline">
              {branch.shortTitle}
            </span>
          ) : null}
          <SearchBox />
        </div>
        <div className="pointer-events-auto flex flex-col items-end gap-2">
          {styles.length > 1 ? (
            <fieldset className="flex overflow-hidden rounded-full bg-white shadow">
              <legend className="sr-only">{messages.layers}</legend>
              {styles.map((s) => (
                <label
                  key={s.id}
                  className={`cursor-pointer px-3 py-1.5 text-sm ${s.id === style.id ? 'bg-primary text-white' : ''}`}
                >
                  <input
                    type="radio"
                    name="basemap"
                    className="sr-only"
                    checked={s.id === style.id}
                    onChange={() => setStyleId(s.id)}
                  />
                  {s.label}
                </label>
              ))}
            </fieldset>
          ) : null}
          {levels.length > 0 && !context.kiosk ? (
            <fieldset className="flex flex-col overflow-hidden rounded-xl bg-white shadow">
              <legend className="sr-only">{messages.levels}</legend>
              {levels.map((l) => (
                <button
                  key={l.key}
                  type="button"
                  aria-pressed={l.key === level}
                  onClick={() => setLevel(l.key)}
                  className={`px-3 py-2 text-sm font-semibold ${l.key === level ? 'bg-primary text-white' : ''}`}
                >
                  {l.key}
                </button>
              ))}
            </fieldset>
          ) : null}
          {context.inIframe ? (
            <a href={window.location.href} target="_blank" rel="noopener" className={control}>
              {messages.enlarge}
            </a>
          ) : null}
        </div>
      </div>

      {context.kiosk && centerItem ? (
        <Link
          to="/map/place/$nanoId/{-$title}"
          params={{ nanoId: centerItem }}
          className={`pointer-events-auto absolute right-3 bottom-3 ${control}`}
        >
          Zum Zentrum
        </Link>
      ) : null}
      {screenSaver ? (
        <button
          type="button"
          onClick={wake}
          className="absolute inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-primary/90 text-white"
        >
          <span className="text-5xl font-black">{branch?.title}</span>
          <span className="text-2xl">Berühren, um die Karte zu erkunden</span>
        </button>
      ) : null}

      <SideDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={branch?.menuTitle ?? branch?.title ?? messages.productName}
        {...(branch?.logo ? { logoUrl: branch.logo } : {})}
        {...(branch?.menuText ? { text: branch.menuText } : {})}
        feedbackEmail={FEEDBACK_EMAIL}
        version={QUO_VERSION}
        copyright={messages.copyright(new Date().getFullYear())}
      />

      <section
        aria-label="Inhalt"
        className="pointer-events-none absolute inset-x-0 bottom-0 max-h-[60%] md:top-16 md:bottom-auto md:left-3 md:max-h-[calc(100%-5rem)] md:w-[350px]"
      >
        <Outlet />
      </section>
    </div>
  )
}
