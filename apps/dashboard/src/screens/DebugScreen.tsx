import { useAuth } from 'react-oidc-context'
import { useAuthConfig } from '../app/config.js'
import { messages } from '../messages.js'
import { ScreenHeading } from './ScreenHeading.js'

const timeFormat = new Intl.DateTimeFormat('de-CH', { dateStyle: 'short', timeStyle: 'medium' })

/** Debugging (spec §2): how this session signed in. */
export function DebugScreen() {
  const config = useAuthConfig()
  const auth = useAuth()
  const expiresAt = auth.user?.expires_at
  const rows: [string, string][] = [
    [messages.debug.issuer, config?.issuer ?? ''],
    [messages.debug.clientId, config?.clientId ?? ''],
    [messages.debug.scope, config?.scope ?? ''],
    [messages.debug.expiresAt, expiresAt ? timeFormat.format(new Date(expiresAt * 1000)) : ''],
  ]
  return (
    <ScreenHeading title={messages.screens.debug.heading} text={messages.screens.debug.text}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-white p-5 text-sm shadow-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-mono break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </ScreenHeading>
  )
}
