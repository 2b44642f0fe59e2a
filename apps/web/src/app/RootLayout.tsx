import { Outlet } from '@tanstack/react-router'
import { LoadingBar } from './LoadingBar.js'
import { OfflineNotice } from './OfflineNotice.js'

export function RootLayout() {
  return (
    <>
      <LoadingBar />
      <OfflineNotice />
      <Outlet />
    </>
  )
}
