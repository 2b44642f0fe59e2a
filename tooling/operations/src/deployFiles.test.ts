import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { COMPOSE_BALANCER, haproxyConfig } from './haproxyConfig.js'
import { ROOT } from './productionFolder.js'

describe('the files of a compose installation', () => {
  it('balance with the rules the cluster test runs, in a configuration HAProxy accepts', () => {
    const shipped = readFileSync(join(ROOT, 'deploy/haproxy.cfg'), 'utf8')
    expect(shipped).toBe(haproxyConfig(COMPOSE_BALANCER))
    // HAProxy checks it with a certificate where compose mounts one.
    const dir = mkdtempSync(join(tmpdir(), 'quo-haproxy-'))
    try {
      const made = spawnSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          join(dir, 'key'),
          '-out',
          join(dir, 'crt'),
        ],
        { encoding: 'utf8' },
      )
      expect(made.status, made.stderr).toBe(0)
      mkdirSync(join(dir, 'certs'))
      writeFileSync(
        join(dir, 'certs', 'quo.pem'),
        readFileSync(join(dir, 'crt'), 'utf8') + readFileSync(join(dir, 'key'), 'utf8'),
      )
      writeFileSync(
        join(dir, 'haproxy.cfg'),
        shipped.replaceAll('/usr/local/etc/haproxy/certs/', `${dir}/certs/`),
      )
      const checked = spawnSync('haproxy', ['-c', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' })
      expect(checked.status, checked.stdout + checked.stderr).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('run two replicas with the same public URL, the production folder and a health check on /readyz', () => {
    const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
      services: Record<
        string,
        { environment?: Record<string, string>; build?: string; stop_grace_period?: string }
      >
    }
    const replicas = ['quo-1', 'quo-2'].map((name) => compose.services[name])
    for (const replica of replicas) {
      expect(replica?.build).toBe('.')
      expect(replica?.environment).toMatchObject({
        QUO_DATABASE_URL: expect.stringMatching(/@db:5432\/quo$/),
        QUO_REDIS_URL: 'redis://redis:6379',
        QUO_S3_ENDPOINT: 'http://minio:9000',
        QUO_TRUST_PROXY: '1',
      })
      expect(replica?.environment?.QUO_PUBLIC_URL).toBe(replicas[0]?.environment?.QUO_PUBLIC_URL)
      expect(Number.parseInt(replica?.stop_grace_period ?? '0', 10)).toBeGreaterThan(5 + 15)
    }
    expect(Object.keys(compose.services).sort()).toEqual([
      'bucket',
      'db',
      'minio',
      'proxy',
      'quo-1',
      'quo-2',
      'redis',
    ])
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')
    expect(dockerfile).toMatch(/^FROM node:22-bookworm-slim AS build$/m)
    expect(dockerfile).toMatch(/pnpm build:production \/opt\/quo/)
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*?\/readyz/m)
  })
})
