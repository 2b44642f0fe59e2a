import { Button } from '@quo/ui'
import { useQuery } from '@tanstack/react-query'
import { useAuth } from 'react-oidc-context'
import { useAuthConfig } from '../app/config.js'
import { SectionCard, SectionError } from '../forms/SectionCard.js'
import { messages } from '../messages.js'
import { api, apiBase } from '../session.js'
import { ScreenHeading } from './ScreenHeading.js'
import { tokenClaims } from './tokenClaims.js'

const t = messages.debug
const timeFormat = new Intl.DateTimeFormat('de-CH', { dateStyle: 'short', timeStyle: 'medium' })

const claimText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

function Rows({ rows, label }: { rows: [string, string][]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-muted">{name}</dt>
          <dd className="font-mono break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Debugging (docs/product.md §2; docs/decisions/0019-system-status-for-staff.md): how this session signed
 * in, its token, and the server's health.
 */
export function DebugScreen() {
  const config = useAuthConfig()
  const auth = useAuth()
  const status = useQuery({ queryKey: ['dashboard', 'system-status'], queryFn: () => api.systemStatus() })
  const expiresAt = auth.user?.expires_at
  const claims = tokenClaims(auth.user?.access_token)
  const health = (s: { ok: boolean; latencyMs: number | null; detail: string }) =>
    `${s.ok ? t.ok : t.failed}${s.latencyMs === null ? '' : ` · ${t.latency(s.latencyMs)}`} · ${s.detail}`
  const server = status.data
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <ScreenHeading title={messages.screens.debug.heading} text={messages.screens.debug.text} />
      <SectionCard heading={t.session}>
        <Rows
          label={t.session}
          rows={[
            [t.appVersion, messages.version],
            [t.apiBase, apiBase],
            [t.issuer, config?.issuer ?? ''],
            [t.clientId, config?.clientId ?? ''],
            [t.scope, config?.scope ?? ''],
            [t.expiresAt, expiresAt ? timeFormat.format(new Date(expiresAt * 1000)) : ''],
          ]}
        />
      </SectionCard>
      <SectionCard heading={t.claims}>
        {claims ? (
          <Rows label={t.claims} rows={Object.entries(claims).map(([k, v]) => [k, claimText(v)])} />
        ) : (
          <p className="text-sm text-muted">{t.noToken}</p>
        )}
      </SectionCard>
      <SectionCard heading={t.server}>
        {status.isPending && <p className="text-sm text-muted">{t.loading}</p>}
        {status.isError && <SectionError message={t.loadFailed} />}
        {server && (
          <Rows
            label={t.server}
            rows={[
              [t.serverVersion, server.version],
              [t.node, server.node],
              [t.uptime, t.duration(server.uptimeSeconds)],
              [t.database, `${server.database.kind} · ${health(server.database)}`],
              [t.migrations, String(server.database.migrations)],
              [t.redis, server.redis ? health(server.redis) : t.noRedis],
              [t.media, health(server.media)],
              [
                t.seenAs,
                `${server.caller.email ?? server.caller.sub} · ${
                  server.caller.branches === 'all' ? t.allBranches : t.branches(server.caller.branches)
                }`,
              ],
            ]}
          />
        )}
        <div>
          <Button variant="secondary" busy={status.isFetching} onClick={() => void status.refetch()}>
            {t.retry}
          </Button>
        </div>
      </SectionCard>
    </div>
  )
}
