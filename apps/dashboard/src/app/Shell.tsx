import { Button } from '@quo/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useAuth } from 'react-oidc-context'
import { accessOf, guardStep, type SignInState, targetOf } from '../auth/guard.js'
import { clearLocalDrafts } from '../forms/localDrafts.js'
import { messages } from '../messages.js'
import { staffCallerQuery } from '../staffAccess.js'
import { CenteredMessage } from './CenteredMessage.js'
import { Layout } from './Layout.js'

/** Starts the issuer's sign-in, remembering the page to come back to. */
function useSignIn() {
  const auth = useAuth()
  return () => {
    const state: SignInState = { returnTo: targetOf(window.location) }
    return auth.signinRedirect({ state })
  }
}

function useSignOut() {
  const auth = useAuth()
  // Ends the issuer's session too (RP-initiated logout), then comes back to /dashboard/. The
  // drafts kept in this browser go as well: the next person at a shared desk must not see them.
  return () => {
    clearLocalDrafts()
    return auth.signoutRedirect()
  }
}

/**
 * Every route passes here (docs/product.md §6): a signed-in session or a silent renewal, otherwise the
 * issuer's sign-in with the target remembered; then the API decides whether the account is
 * staff. Only staff see the layout.
 */
export function Shell() {
  const auth = useAuth()
  const signIn = useSignIn()
  const [renewFailed, setRenewFailed] = useState(false)
  const step = guardStep({
    isLoading: auth.isLoading,
    isAuthenticated: auth.isAuthenticated,
    busy: Boolean(auth.activeNavigator),
    error: Boolean(auth.error),
    renewable: Boolean(auth.user?.expired && auth.user.refresh_token),
    renewFailed,
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: act once per step, not per auth object
  useEffect(() => {
    if (step === 'renew') void auth.signinSilent().then((user) => user || setRenewFailed(true))
    else if (step === 'sign-in') void signIn()
  }, [step])

  if (step === 'signed-in') return <StaffOnly />
  if (step === 'failed')
    return (
      <CenteredMessage title={messages.auth.failedTitle} text={messages.auth.failedText}>
        <Button onClick={() => void signIn()}>{messages.auth.signInAgain}</Button>
      </CenteredMessage>
    )
  return (
    <CenteredMessage busy title={step === 'sign-in' ? messages.auth.redirecting : messages.auth.checking} />
  )
}

function StaffOnly() {
  const auth = useAuth()
  const signIn = useSignIn()
  const signOut = useSignOut()
  // Who the API says signed in, and the maps they may act on, which the screens' pickers offer.
  const probe = useQuery(staffCallerQuery)
  const access = accessOf(probe)
  const email = auth.user?.profile.email ?? messages.auth.unknownAccount

  if (access === 'staff') return <Layout email={email} onSignOut={signOut} />
  if (access === 'refused')
    return (
      <CenteredMessage
        title={messages.auth.refusedTitle}
        text={
          <>
            <p>
              {messages.auth.signedInAs} <strong className="text-ink">{email}</strong>
            </p>
            <p className="mt-2">{messages.auth.refusedText}</p>
          </>
        }
      >
        <Button onClick={() => void signOut()}>{messages.auth.signOut}</Button>
      </CenteredMessage>
    )
  if (access === 'rejected')
    return (
      <CenteredMessage title={messages.auth.failedTitle} text={messages.auth.rejectedText}>
        <Button onClick={() => void signIn()}>{messages.auth.signInAgain}</Button>
        <Button variant="secondary" onClick={() => void signOut()}>
          {messages.auth.signOut}
        </Button>
      </CenteredMessage>
    )
  // Offline or a server error says nothing about the account: the layout shows, screens retry.
  if (access === 'unavailable') return <Layout email={email} onSignOut={signOut} />
  return <CenteredMessage busy title={messages.auth.checking} />
}
