import { LiveLoadingBar } from '@quo/ui'
import { Outlet } from '@tanstack/react-router'
import { progress } from '../api.js'
import { OfflineNotice } from './OfflineNotice.js'

export function RootLayout() {
  return (
    <>
      <LiveLoadingBar source={progress} />
      <OfflineNotice />
      <Outlet />
    </>
  )
}
