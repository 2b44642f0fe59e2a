import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { MediaAsset, SystemStatus } from '@quo/contract'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.js'
import { S3MediaStore } from '../src/media/s3MediaStore.js'
import { phonePhoto, uploader } from './mediaUploads.js'
import { sender, useTokenApp } from './staffTokens.js'

// A real S3-compatible server on a loopback port: the store speaks the S3 protocol through the
// AWS SDK, signed requests included (s3rver's fixed key pair).
const directory = await mkdtemp(join(tmpdir(), 'quo-s3-'))
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: 'quo-media' }],
})
const { port } = await s3.run()
const endpoint = `http://127.0.0.1:${port}`
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
const store = new S3MediaStore({
  bucket: 'quo-media',
  endpoint,
  region: 'us-east-1',
  credentials,
  forcePathStyle: true,
  prefix: 'quo/',
})
afterAll(async () => {
  store.close()
  await s3.close()
  await rm(directory, { recursive: true, force: true })
})

const tokenApp = useTokenApp({ mediaStore: store })
const ADMIN = { roles: ['staff', 'admin'], sub: 'admin-s3' }
const upload = uploader(tokenApp, ADMIN)
const admin = sender(tokenApp, ADMIN)

async function keysInBucket(): Promise<string[]> {
  const client = new S3Client({ endpoint, region: 'us-east-1', credentials, forcePathStyle: true })
  const listed = await client.send(new ListObjectsV2Command({ Bucket: 'quo-media' }))
  client.destroy()
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort()
}

describe('media in S3-compatible storage', () => {
  it('stores the original and the renditions under the prefix, serves them and removes them', async () => {
    const res = await upload(
      { title: 'Malbun im Schnee' },
      {
        name: 'malbun.jpg',
        type: 'image/jpeg',
        bytes: await phonePhoto(1200, 900, 7),
      },
    )
    expect(res.statusCode, res.body).toBe(201)
    const asset = MediaAsset.parse(res.json())
    const hash = asset.variants[0]?.url.split('/')[4]
    expect(await keysInBucket()).toEqual(
      ['original.jpg', 'w320.avif', 'w320.webp', 'w800.avif', 'w800.webp', 'w900.avif', 'w900.webp'].map(
        (f) => `quo/${hash}/${f}`,
      ),
    )
    const full = asset.variants.find((v) => v.name === 'full' && v.format === 'webp')
    const served = await tokenApp.app().inject({ url: full?.url ?? '' })
    expect(served.statusCode).toBe(200)
    expect(served.headers['cache-control']).toContain('immutable')
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 900,
      height: 1200,
    })

    const status = SystemStatus.parse((await admin('GET', '/api/system/status/')).json())
    expect(status.media).toMatchObject({ ok: true, detail: `S3 bucket quo-media at 127.0.0.1:${port}` })

    expect((await admin('DELETE', `/api/media/${asset.id}`)).statusCode).toBe(200)
    expect(await keysInBucket()).toEqual([])
    expect((await tokenApp.app().inject({ url: full?.url ?? '' })).statusCode).toBe(404)
  })

  it('is chosen by configuration, with credentials only in pairs', () => {
    const config = loadConfig({
      QUO_S3_BUCKET: 'quo-media',
      QUO_S3_ENDPOINT: endpoint,
      QUO_S3_ACCESS_KEY_ID: 'a',
      QUO_S3_SECRET_ACCESS_KEY: 'b',
    })
    expect(config.media).toMatchObject({ kind: 's3', bucket: 'quo-media', forcePathStyle: true, prefix: '' })
    expect(loadConfig({ QUO_DATA_DIR: '/srv/quo' }).media).toEqual({
      kind: 'disk',
      directory: '/srv/quo/media',
    })
    expect(() => loadConfig({ QUO_S3_BUCKET: 'quo-media', QUO_S3_ACCESS_KEY_ID: 'a' })).toThrow(
      /QUO_S3_ACCESS_KEY_ID and QUO_S3_SECRET_ACCESS_KEY: expected both or neither/,
    )
    expect(() => loadConfig({ QUO_S3_BUCKET: 'quo-media', QUO_S3_PREFIX: '../x' })).toThrow(/QUO_S3_PREFIX/)
  })

  it('reports an unreachable bucket on the debug view instead of failing it', async () => {
    const gone = new S3MediaStore({
      bucket: 'missing-bucket',
      endpoint,
      region: 'us-east-1',
      credentials,
      forcePathStyle: true,
      prefix: '',
    })
    await expect(gone.check()).rejects.toThrow()
    gone.close()
  })
})
