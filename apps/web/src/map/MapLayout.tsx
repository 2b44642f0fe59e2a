import { IconButton, LayerSwitcher, LevelSwitcher, SideDrawer } from '@quo/ui'
import { Link, Outlet } from '@tanstack/react-router'
import { Suspense, useLayoutEffect, useMemo } from 'react'
import { useCardLinksByKeyboard } from '../app/cardFocus.js'
import { cardParams } from '../app/cardLink.js'
import { lazyComponent } from '../app/lazyComponent.js'
import { OfflineNotice } from '../app/OfflineNotice.js'
import { removeStaticShell } from '../app/staticShell.js'
import { usePageTitle } from '../app/usePageTitle.js'
import { useCurrentBranch } from '../data/currentBranch.js'
import { messages } from '../messages.js'
import { QUO_VERSION } from '../metrics/metrics.js'
import { useMetrics } from '../metrics/useMetrics.js'
import { SearchBox } from '../search/SearchBox.js'
import { chatOpenAtom, drawerOpenAtom, levelAtom, seasonIdAtom, styleIdAtom } from '../state/atoms.js'
import { useAtom } from '../state/store.js'
import { type BasemapStyleId, basemapStyles } from './basemapStyles.js'
import { DrawerMenu } from './DrawerMenu.js'
import { LocateButton } from './LocateButton.js'
import { MapView } from './MapView.js'
import { isFramed, mapContextOf } from './mapContext.js'
import { useOfflineWarmUp } from './offlineWarmUp.js'
import { PlacesLeftOut } from './PlacesLeftOut.js'
import { useCloseCardOnEscape } from './useCloseCardOnEscape.js'
import { useKiosk } from './useKiosk.js'
import { ZoomButtons } from './ZoomButtons.js'

const ChatCard = lazyComponent(() => import('../chat/ChatCard.js'), 'ChatCard')

/** Where visitors' feedback goes (the drawer's 'feedback senden' link). */
const FEEDBACK_EMAIL = 'feedback@quo.li'

const control =
  'rounded-full bg-white px-3 py-2 text-sm font-medium shadow focus-visible:outline-2 focus-visible:outline-primary'

/** The map screen (docs/product.md §2): full-page map, controls and the cards of the current route. */
export function MapLayout() {
  const current = useCurrentBranch()
  const branch = current?.branch
  usePageTitle(branch?.shortTitle ?? branch?.title ?? messages.map)
  const context = useMemo(() => mapContextOf(branch, window.location, isFramed()), [branch])
  const [seasonId, setSeasonId] = useAtom(seasonIdAtom)
  const seasons = branch?.seasons ?? []
  const season = seasons.find((s) => s.id === seasonId) ?? context.season
  const styles = useMemo(() => basemapStyles(branch, season), [branch, season])
  const [styleId, setStyleId] = useAtom(styleIdAtom)
  const [level, setLevel] = useAtom(levelAtom)
  const style = styles.find((s) => s.id === styleId) ?? styles[0]
  const [drawerOpen, setDrawerOpen] = useAtom(drawerOpenAtom)
  const [chatOpen, setChatOpen] = useAtom(chatOpenAtom)
  const closeCardOnEscape = useCloseCardOnEscape()
  useCardLinksByKeyboard()
  useMetrics(context.kiosk)
  const { screenSaver, wake } = useKiosk(branch, context.kiosk)
  useOfflineWarmUp(context.kiosk)
  const centerItem = branch?.centerItem?.productionItemNanoId ?? branch?.centerItem?.devItemNanoId
  const ready = !!current && !!style
  // The static top bar of index.html stands in until this one renders, in the same frame.
  useLayoutEffect(() => {
    if (ready) removeStaticShell()
  }, [ready])
  if (!current || !style) return <p className="p-6 text-muted">{messages.loadingMap}</p>
  // Upper floors first, as they stack in a building.
  const levels = [...(branch?.levels ?? [])].sort((a, b) => b.sortOrder - a.sortOrder)

  return (
    <div className="fixed inset-0 overflow-hidden">
      <MapView branch={branch} style={style} inIframe={context.inIframe} />

      {/* On a phone the controls wrap below the search row: beside it they left the field too
          narrow for its placeholder, and its clear button crowded the typed text. */}
      <div className="pointer-events-none absolute inset-x-0 top-0 flex flex-wrap items-start justify-between gap-2 p-3 sm:flex-nowrap">
        <div className="pointer-events-auto flex min-w-0 basis-full items-center gap-2 sm:flex-1 sm:basis-auto">
          <IconButton label={messages.menu} onClick={() => setDrawerOpen(true)}>
            <span aria-hidden="true" className="text-lg leading-none">
              {messages.menuIcon}
            </span>
          </IconButton>
          {context.kiosk ? null : (
            <Link
              to="/"
              className="rounded-full bg-white px-3 py-1.5 text-lg font-extrabold text-primary shadow"
              aria-label={messages.homeLink}
            >
              {messages.productName}
            </Link>
          )}
          {branch ? (
            <span className="hidden rounded-full bg-white/90 px-3 py-1.5 text-sm font-semibold shadow sm:inline">
              {branch.shortTitle}
            </span>
          ) : null}
          <SearchBox />
        </div>
        {/* Below the search row on a phone, beside it on a wide screen: never over a control. */}
        <OfflineNotice inline />
        <div className="pointer-events-auto ml-auto flex flex-col items-end gap-2">
          {styles.length > 1 ? (
            <LayerSwitcher
              styles={styles}
              value={style.id}
              onChange={(id) => setStyleId(id as BasemapStyleId)}
            />
          ) : null}
          {seasons.length > 1 && season ? (
            <LayerSwitcher
              label={messages.season}
              styles={seasons.map((s) => ({ id: String(s.id), label: s.title }))}
              value={String(season.id)}
              onChange={(id) => setSeasonId(Number(id))}
            />
          ) : null}
          {levels.length > 0 && !context.kiosk ? (
            <LevelSwitcher levels={levels.map((l) => l.key)} value={level} onChange={setLevel} />
          ) : null}
          <IconButton label={messages.chat.title} onClick={() => setChatOpen(!chatOpen)} active={chatOpen}>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
            </svg>
          </IconButton>
          {!context.inIframe && !context.kiosk ? <LocateButton /> : null}
          <ZoomButtons />
          {context.inIframe ? (
            <a href={window.location.href} target="_blank" rel="noopener" className={control}>
              {messages.enlarge}
            </a>
          ) : null}
        </div>
      </div>

      {/* Above the attribution; a card opened on a phone covers it. */}
      <div className="pointer-events-none absolute inset-x-0 bottom-8 flex justify-center px-3">
        <PlacesLeftOut />
      </div>

      {context.kiosk && centerItem ? (
        <Link
          to="/map/place/$nanoId/{-$title}"
          params={cardParams(centerItem)}
          // Above the map's attribution in the bottom-right corner, which must stay readable.
          className={`pointer-events-auto absolute right-3 bottom-12 ${control}`}
        >
          {messages.toCenter}
        </Link>
      ) : null}
      {screenSaver ? (
        <button
          type="button"
          onClick={wake}
          className="absolute inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-primary/90 text-white"
        >
          <span className="text-5xl font-black">{branch?.title}</span>
          <span className="text-2xl">{messages.touchToExplore}</span>
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
      >
        <DrawerMenu branch={branch} onNavigate={() => setDrawerOpen(false)} />
      </SideDrawer>

      <section
        aria-label={messages.content}
        onKeyDown={closeCardOnEscape}
        className="pointer-events-none absolute inset-x-0 bottom-0 flex max-h-[60%] flex-col justify-end md:justify-start [&>*]:min-h-0 md:top-16 md:bottom-auto md:left-3 md:max-h-[calc(100%-5rem)] md:w-[350px]"
      >
        {/* A card's chunk loading suspends here, not above the map: the map stays on screen and
            the keyboard focus on it. */}
        <Suspense fallback={null}>{chatOpen ? <ChatCard /> : <Outlet />}</Suspense>
      </section>
    </div>
  )
}
