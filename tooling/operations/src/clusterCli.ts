// `pnpm cluster`: the cluster of compose.yaml on this machine, for trying replicas by hand —
// HAProxy on QUO_CLUSTER_PORT (8080) in front of QUO_CLUSTER_REPLICAS (3) API processes from a
// fresh production folder, on the PostgreSQL database `quo_cluster` (created when missing,
// kept between runs) and Redis of this machine, media in a local S3-compatible server.
import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startCluster } from './cluster.js'
import { buildProductionFolder } from './productionFolder.js'

const ADMIN_URL = process.env.QUO_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const databaseUrl = new URL(ADMIN_URL)
databaseUrl.pathname = '/quo_cluster'

const admin = new pg.Client({ connectionString: ADMIN_URL })
await admin.connect()
const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'quo_cluster'`)
if (!rowCount) await admin.query('CREATE DATABASE quo_cluster')
await admin.end()

const place = join(tmpdir(), 'quo-cluster')
mkdirSync(place, { recursive: true })
console.log('quo: building the production folder')
buildProductionFolder(join(place, 'quo'), { skipBuild: false })
const cluster = await startCluster({
  folder: join(place, 'quo'),
  workDir: join(place, 'work'),
  databaseUrl: databaseUrl.toString(),
  redisUrl: process.env.QUO_REDIS_URL ?? 'redis://127.0.0.1:6379',
  replicas: Number(process.env.QUO_CLUSTER_REPLICAS ?? 3),
  port: Number(process.env.QUO_CLUSTER_PORT ?? 8080),
})
console.log(
  `quo: the cluster answers on ${cluster.origin}/ (HAProxy statistics: ${cluster.statsUrl.replace(';csv', '')})`,
)
for (const replica of cluster.replicas) console.log(`quo:   ${replica.name} on port ${replica.port}`)
for (const [email, password] of cluster.passwords)
  console.log(`quo:   demo account ${email}, password: ${password}`)
console.log('quo: Ctrl-C stops it')
const stop = async () => {
  await cluster.stop()
  process.exit(0)
}
process.once('SIGINT', () => void stop())
process.once('SIGTERM', () => void stop())
