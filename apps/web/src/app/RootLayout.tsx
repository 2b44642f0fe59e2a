import { LiveLoadingBar } from '@quo/ui'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { progress } from '../api.js'
import { OfflineNotice } from './OfflineNotice.js'

export function RootLayout() {
  // The map shows its own notice in its top bar (MapLayout).
  const onMap = useRouterState({ select: (s) => /^\/map(\/|$)/.test(s.location.pathname) })
  return (
    <>
      <LiveLoadingBar source={progress} />
      {onMap ? null : <OfflineNotice />}
      <Outlet />
    </>
  )
}
