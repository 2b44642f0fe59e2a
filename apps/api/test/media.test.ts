import {
  DashboardItem,
  Item,
  ItemMedium,
  MediaAsset,
  MediaAssetDetail,
  MediaPage,
  Problem,
} from '@quo/contract'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { phonePhoto, uploader } from './mediaUploads.js'
import { sender, useTokenApp } from './staffTokens.js'

const tokenApp = useTokenApp()
const ADMIN = { roles: ['staff', 'admin'], sub: 'admin-media' }
const VADUZ = { roles: ['staff'], branches: [3], sub: 'editor-vaduz-media' }
const MALBUN = { roles: ['staff'], branches: [21], sub: 'editor-malbun-media' }
const admin = sender(tokenApp, ADMIN)
const vaduzEditor = sender(tokenApp, VADUZ)
const malbunEditor = sender(tokenApp, MALBUN)
const uploadAsAdmin = uploader(tokenApp, ADMIN)
const uploadAsVaduz = uploader(tokenApp, VADUZ)
const uploadAsTwoMaps = uploader(tokenApp, { roles: ['staff'], branches: [3, 21], sub: 'editor-two-maps' })
const uploadAsGuest = uploader(tokenApp, { roles: [] })

const jpeg = (bytes: Buffer, name = 'Rathaus_Vaduz.jpg') => ({ name, type: 'image/jpeg', bytes })
const get = (url: string, headers: Record<string, string> = {}) => tokenApp.app().inject({ url, headers })
const problemPaths = (body: unknown) => Problem.parse(body).errors?.map((e) => e.path) ?? []

let photo: Buffer
let asset: MediaAsset
beforeAll(async () => {
  photo = await phonePhoto(2400, 1600, 1)
  const res = await uploadAsVaduz({ alt: 'Das Rathaus von Vaduz im Sommer' }, jpeg(photo))
  expect(res.statusCode, res.body).toBe(201)
  asset = MediaAsset.parse(res.json())
})

describe('uploading to the media library', () => {
  it('renders an upload upright in three widths as AVIF and WebP, on the uploader’s map', () => {
    expect(asset).toMatchObject({
      title: 'Rathaus Vaduz',
      alt: 'Das Rathaus von Vaduz im Sommer',
      fileName: 'Rathaus_Vaduz.jpg',
      sourceType: 'image/jpeg',
      // Stored sideways with orientation 6: upright it is portrait.
      width: 1600,
      height: 2400,
      branchShortId: 3,
      createdBy: 'editor-vaduz-media@quo.test',
      usage: 0,
    })
    const sizes = asset.variants.map((v) => `${v.name} ${v.format} ${v.width}×${v.height}`)
    expect(sizes).toEqual([
      'thumb avif 320×480',
      'thumb webp 320×480',
      'card avif 800×1200',
      'card webp 800×1200',
      // Never enlarged: the full view is the photo's own width.
      'full avif 1600×2400',
      'full webp 1600×2400',
    ])
  })

  it('serves renditions for a year, without the camera’s metadata, and never the original', async () => {
    const card = asset.variants.find((v) => v.name === 'card' && v.format === 'avif')
    const res = await get(card?.url ?? '')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/avif')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'heif', width: 800, height: 1200 })
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    const again = await get(card?.url ?? '', { 'if-none-match': String(res.headers.etag) })
    expect(again.statusCode).toBe(304)

    const webp = await get(asset.variants.find((v) => v.format === 'webp')?.url ?? '')
    expect(webp.headers['content-type']).toBe('image/webp')
    expect((await sharp(webp.rawPayload).metadata()).exif).toBeUndefined()

    const hash = card?.url.split('/')[4]
    expect((await get(`/api/media/files/${hash}/original.jpg`)).statusCode).toBe(400)
    expect((await get(`/api/media/files/${hash}/../../x`)).statusCode).toBeGreaterThanOrEqual(400)
    expect((await get(`/api/media/files/${'0'.repeat(64)}/w320.webp`)).statusCode).toBe(404)
  })

  it('refuses the same image twice on one map, and takes it for every map', async () => {
    const twice = await uploadAsVaduz({}, jpeg(photo, 'nochmal.jpg'))
    expect(twice.statusCode).toBe(409)
    expect(Problem.parse(twice.json()).detail).toContain(String(asset.id))
    const everyMap = await uploadAsAdmin({ title: 'Rathaus (alle Karten)' }, jpeg(photo))
    expect(everyMap.statusCode, everyMap.body).toBe(201)
    expect(MediaAsset.parse(everyMap.json()).branchShortId).toBeNull()
  })

  it('judges a file by its bytes: a text named .jpg, a broken image, too many bytes or pixels', async () => {
    const text = await uploadAsVaduz({}, jpeg(Buffer.from('this is not a picture at all'), 'foto.jpg'))
    expect(text.statusCode).toBe(415)
    expect(problemPaths(text.json())).toEqual(['file'])

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer()
    const broken = await uploadAsVaduz(
      {},
      { name: 'kaputt.png', type: 'image/png', bytes: png.subarray(0, 80) },
    )
    expect(broken.statusCode).toBe(400)

    // A PNG named .jpg is still a PNG: taken, as what it is.
    const renamed = await uploadAsVaduz({}, { name: 'gruen.jpg', type: 'image/jpeg', bytes: png })
    expect(renamed.statusCode, renamed.body).toBe(201)
    expect(MediaAsset.parse(renamed.json()).sourceType).toBe('image/png')

    const huge = Buffer.concat([photo, Buffer.alloc(21 * 1024 * 1024)])
    expect((await uploadAsVaduz({}, jpeg(huge, 'riesig.jpg'))).statusCode).toBe(413)

    // 64 megapixels in a few kilobytes: refused before it is decoded.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const refused = await uploadAsVaduz({}, { name: 'bombe.png', type: 'image/png', bytes: bomb })
    expect(refused.statusCode).toBe(413)

    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    expect((await uploadAsVaduz({}, { name: 'punkt.png', type: 'image/png', bytes: tiny })).statusCode).toBe(
      400,
    )
  })

  it('wants one file in a multipart form, fields that make sense and the right to the map', async () => {
    expect((await uploadAsVaduz({ title: 'Ohne Datei' })).statusCode).toBe(400)
    const json = await vaduzEditor('POST', '/api/media/', { title: 'JSON' })
    expect(json.statusCode).toBe(415)
    const markup = await uploadAsVaduz({ title: '<b>fett</b>' }, jpeg(await phonePhoto(200, 100, 2)))
    expect(markup.statusCode).toBe(400)
    expect(problemPaths(markup.json())).toEqual(['title'])
    const nul = await uploadAsVaduz({ alt: 'a\u0000b' }, jpeg(await phonePhoto(200, 100, 3)))
    expect(nul.statusCode).toBe(400)
    const foreignMap = await uploadAsVaduz({ branchShortId: '21' }, jpeg(await phonePhoto(200, 100, 4)))
    expect(foreignMap.statusCode).toBe(403)
    const which = await uploadAsTwoMaps({}, jpeg(await phonePhoto(200, 100, 5)))
    expect(which.statusCode).toBe(400)
    expect(problemPaths(which.json())).toEqual(['branchShortId'])
    expect((await uploadAsGuest({}, jpeg(photo))).statusCode).toBe(403)
    const anonymous = await tokenApp.app().inject({ method: 'POST', url: '/api/media/' })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('the library', () => {
  it('lists, searches and filters what the caller’s maps may use', async () => {
    const all = MediaPage.parse((await vaduzEditor('GET', '/api/media/?pageSize=100')).json())
    expect(all.assets.some((a) => a.id === asset.id)).toBe(true)
    expect(all.assets.every((a) => a.branchShortId === null || a.branchShortId === 3)).toBe(true)
    const found = MediaPage.parse((await vaduzEditor('GET', '/api/media/?q=sommer')).json())
    expect(found.assets.map((a) => a.id)).toContain(asset.id)
    const none = MediaPage.parse((await vaduzEditor('GET', '/api/media/?q=%25')).json())
    expect(none.total).toBe(0)
    const malbun = MediaPage.parse((await malbunEditor('GET', '/api/media/')).json())
    expect(malbun.assets.some((a) => a.id === asset.id)).toBe(false)
    expect((await malbunEditor('GET', `/api/media/${asset.id}`)).statusCode).toBe(403)
    expect((await vaduzEditor('GET', '/api/media/?pageSize=1000')).statusCode).toBe(400)
    expect((await vaduzEditor('GET', '/api/media/999999')).statusCode).toBe(404)
  })

  it('renames and describes an image; links it to a place as any medium type; counts its usage', async () => {
    const renamed = await vaduzEditor('PUT', `/api/media/${asset.id}`, {
      title: 'Rathaus',
      alt: 'Rathaus Vaduz',
    })
    expect(renamed.statusCode).toBe(200)
    expect(MediaAssetDetail.parse(renamed.json())).toMatchObject({ title: 'Rathaus', alt: 'Rathaus Vaduz' })
    expect((await vaduzEditor('PUT', `/api/media/${asset.id}`, { title: '' })).statusCode).toBe(400)
    expect((await malbunEditor('PUT', `/api/media/${asset.id}`, { title: 'Fremd' })).statusCode).toBe(403)

    const place = DashboardItem.parse(
      (await admin('POST', '/api/items', { title: 'Rathaus Vaduz', lon: 9.5215, lat: 47.141 })).json(),
    )
    const linked = await admin('POST', '/api/items/media/', {
      itemId: place.id,
      mediumType: 1,
      assetId: asset.id,
    })
    expect(linked.statusCode, linked.body).toBe(201)
    const medium = ItemMedium.parse(linked.json())
    expect(medium.assetId).toBe(asset.id)
    expect(medium.url).toBe(asset.variants.find((v) => v.name === 'full' && v.format === 'webp')?.url)
    const logo = await admin('POST', '/api/items/media/', {
      itemId: place.id,
      mediumType: 3,
      assetId: asset.id,
    })
    expect(logo.statusCode).toBe(201)

    const publicItem = Item.parse((await get(`/api/items/nanoid/${place.nanoId}`)).json())
    const shown = publicItem.itemMedia.find((m) => m.id === medium.id)
    expect(shown?.variants?.map((v) => v.width)).toEqual([320, 320, 800, 800, 1600, 1600])
    expect(shown?.alt).toBe('Rathaus Vaduz')

    // A new description reaches the cached public place through the change feed.
    expect(
      (await vaduzEditor('PUT', `/api/media/${asset.id}`, { alt: 'Rathaus Vaduz am Abend' })).statusCode,
    ).toBe(200)
    await expect
      .poll(async () => {
        const read = Item.parse((await get(`/api/items/nanoid/${place.nanoId}`)).json())
        return read.itemMedia.find((m) => m.id === medium.id)?.alt
      })
      .toBe('Rathaus Vaduz am Abend')

    const detail = MediaAssetDetail.parse((await vaduzEditor('GET', `/api/media/${asset.id}`)).json())
    expect(detail.usage).toBe(2)
    expect(detail.usedBy.map((u) => [u.itemTitle, u.mediumType])).toEqual([
      ['Rathaus Vaduz', 1],
      ['Rathaus Vaduz', 3],
    ])
    const used = MediaPage.parse((await vaduzEditor('GET', '/api/media/?unused=false')).json())
    expect(used.assets.map((a) => [a.id, a.usage])).toEqual([[asset.id, 2]])
    const unused = MediaPage.parse((await vaduzEditor('GET', '/api/media/?unused=true&pageSize=100')).json())
    expect(unused.assets.every((a) => a.usage === 0 && a.id !== asset.id)).toBe(true)

    // Vaduz's image is not Malbun's staff's to show; an unknown one is missing; one source only.
    const malbunLink = await malbunEditor('POST', '/api/items/media/', {
      itemId: place.id,
      mediumType: 1,
      assetId: asset.id,
    })
    expect(malbunLink.statusCode).toBe(403)
    const unknown = await admin('POST', '/api/items/media/', {
      itemId: place.id,
      mediumType: 1,
      assetId: 999_999,
    })
    expect(unknown.statusCode).toBe(404)
    const both = await admin('POST', '/api/items/media/', {
      itemId: place.id,
      mediumType: 1,
      assetId: asset.id,
      url: 'https://example.org/a.jpg',
    })
    expect(both.statusCode).toBe(400)
    expect((await admin('POST', '/api/items/media/', { itemId: place.id, mediumType: 1 })).statusCode).toBe(
      400,
    )

    // In use: kept. A medium given its own URL lets go of the image.
    const inUse = await vaduzEditor('DELETE', `/api/media/${asset.id}`)
    expect(inUse.statusCode).toBe(409)
    const own = await admin('PUT', `/api/items/media/${medium.id}`, {
      url: 'https://example.org/rathaus.jpg',
    })
    expect(ItemMedium.parse(own.json()).assetId).toBeNull()
    expect((await admin('DELETE', `/api/items/media/${ItemMedium.parse(logo.json()).id}`)).statusCode).toBe(
      200,
    )
    expect(MediaAssetDetail.parse((await vaduzEditor('GET', `/api/media/${asset.id}`)).json()).usage).toBe(0)
  })

  it('deletes an unused image and its files, keeping files another map’s copy still names', async () => {
    const copy = MediaPage.parse((await admin('GET', '/api/media/?q=alle%20karten')).json()).assets[0]
    expect(copy).toBeDefined()
    expect((await malbunEditor('DELETE', `/api/media/${asset.id}`)).statusCode).toBe(403)
    const deleted = await vaduzEditor('DELETE', `/api/media/${asset.id}`)
    expect(deleted.statusCode).toBe(200)
    expect((await vaduzEditor('GET', `/api/media/${asset.id}`)).statusCode).toBe(404)
    const url = copy?.variants[0]?.url ?? ''
    expect((await get(url)).statusCode).toBe(200)
    expect((await admin('DELETE', `/api/media/${copy?.id}`)).statusCode).toBe(200)
    expect((await get(url)).statusCode).toBe(404)
  })
})
