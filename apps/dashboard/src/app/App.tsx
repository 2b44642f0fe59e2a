import type { AuthConfig } from '@quo/contract'
import { Button } from '@quo/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { User, UserManager } from 'oidc-client-ts'
import { useState } from 'react'
import { AuthProvider } from 'react-oidc-context'
import { returnPathOf } from '../auth/guard.js'
import { messages } from '../messages.js'
import { CenteredMessage } from './CenteredMessage.js'
import { ConfigContext } from './config.js'
import { router } from './router.js'
import { createStateStore, StateProvider } from './store.js'

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
})

/** Back from the issuer: the page the guard stopped at, without the code in the address. */
function onSigninCallback(user: User | undefined | null) {
  router.history.replace(returnPathOf(user?.state))
}

export function App({ config, userManager }: { config: AuthConfig; userManager: UserManager }) {
  const [store] = useState(createStateStore)
  return (
    <ConfigContext value={config}>
      <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
        <StateProvider store={store}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StateProvider>
      </AuthProvider>
    </ConfigContext>
  )
}

/** The API did not say how to sign in (offline, server down): nothing else can work. */
export function ConfigFailed() {
  return (
    <CenteredMessage title={messages.auth.failedTitle} text={messages.auth.configFailed}>
      <Button onClick={() => window.location.reload()}>{messages.auth.retry}</Button>
    </CenteredMessage>
  )
}
