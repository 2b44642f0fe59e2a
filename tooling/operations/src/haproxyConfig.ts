/** One API process behind the balancer. */
interface Upstream {
  name: string
  /** `host:port` */
  address: string
}

export interface HaproxyOptions {
  /** `bind` lines' addresses, e.g. `127.0.0.1:8080` or `:443 ssl crt /certs/quo.pem`. */
  binds: string[]
  upstreams: Upstream[]
  /** A `bind` for HAProxy's own CSV statistics at `/stats` (servers up or down). */
  stats?: string
  /** Plain HTTP answered with a redirect to HTTPS (behind TLS). */
  redirectHttp?: string
  /**
   * Resolve the replicas' names through Docker's DNS while running, and start even when one is
   * not up yet (compose starts the proxy beside them).
   */
  dockerDns?: boolean
}

/**
 * The load balancer's configuration: round robin over the replicas, each checked on `/readyz`
 * every half second (down after two failures, up after two successes), and a request that a
 * replica could not take — its connection refused or cut, or a 503 while it closes — tried
 * again on another (`retry-on`, `redispatch`), so a rolling restart costs the visitor nothing.
 * The same text runs the cluster test and, through `deploy/haproxy.cfg`, the compose installation.
 */
export function haproxyConfig({ binds, upstreams, stats, redirectHttp, dockerDns }: HaproxyOptions): string {
  const lines = [
    '# Written by tooling/operations/src/haproxyConfig.ts; the cluster test runs the same rules.',
    'global',
    '  maxconn 4096',
    '',
    ...(dockerDns ? ['resolvers docker', '  nameserver dns 127.0.0.11:53', '  hold valid 5s', ''] : []),
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    // Try another replica when one refuses, hangs up without an answer or is closing.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 503',
    '  option forwardfor',
    '',
    'frontend quo',
    ...binds.map((bind) => `  bind ${bind}`),
    '  http-request set-header X-Forwarded-Proto https if { ssl_fc }',
    '  http-request set-header X-Forwarded-Proto http if !{ ssl_fc }',
    '  default_backend api',
    '',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // Which replica answered, for the cluster test and for an operator reading a response.
    '  http-response set-header X-Quo-Replica %s',
    `  default-server inter 500ms fall 2 rise 2${dockerDns ? ' resolvers docker init-addr last,libc,none' : ''}`,
    ...upstreams.map((u) => `  server ${u.name} ${u.address} check`),
  ]
  if (redirectHttp)
    lines.push(
      '',
      'frontend plain',
      `  bind ${redirectHttp}`,
      '  http-request redirect scheme https code 301',
    )
  if (stats)
    lines.push(
      '',
      'frontend stats',
      `  bind ${stats}`,
      '  stats enable',
      '  stats uri /stats',
      '  stats refresh 5s',
    )
  return `${lines.join('\n')}\n`
}

/** The balancer of `compose.yaml`: TLS on 443, HTTP redirected, the two replicas by name. */
export const COMPOSE_BALANCER: HaproxyOptions = {
  binds: [':443 ssl crt /usr/local/etc/haproxy/certs/'],
  redirectHttp: ':80',
  upstreams: [
    { name: 'quo-1', address: 'quo-1:8080' },
    { name: 'quo-2', address: 'quo-2:8080' },
  ],
  dockerDns: true,
}
