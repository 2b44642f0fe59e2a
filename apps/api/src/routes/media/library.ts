import multipart from '@fastify/multipart'
import {
  MEDIA_LIMITS,
  MediaAsset,
  MediaAssetDetail,
  MediaAssetUpdateInput,
  MediaPage,
  MediaQuery,
  MediaUploadFields,
  Problem,
} from '@quo/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { etagMatches } from '../../cache/sendCached.js'
import type { MediaStore } from '../../media/mediaStore.js'
import { uploadMedia } from '../../media/uploadMedia.js'
import { immutableFile } from '../../openapi/mediaResponses.js'
import { HttpProblem } from '../../plugins/problems.js'
import {
  assetDetail,
  assetRow,
  deleteAsset,
  listAssets,
  updateAsset,
} from '../../repositories/mediaRepository.js'
import {
  assertBranches,
  branchesOfShortId,
  callerBranches,
  readableAsset,
  staffName,
} from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const FileParams = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  // Renditions only: the original may carry a camera's EXIF (position, serial number).
  file: z.string().regex(/^w\d{1,5}\.(avif|webp)$/),
})

interface ReceivedUpload {
  bytes: Buffer
  fileName: string | undefined
  fields: Record<string, string>
}

/** Reads the one file and the text fields of a multipart upload; 400 without a file. */
async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpProblem(415, 'Expected multipart/form-data with a file field')
  // A Map, so a field named `__proto__` or `constructor` is a field like any other (and unknown).
  const fields = new Map<string, string>()
  let file: { bytes: Buffer; fileName: string | undefined } | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume()
          throw new HttpProblem(400, 'Send exactly one file, in the field "file"', [
            { path: 'file', message: 'expected one file' },
          ])
        }
        file = { bytes: await part.toBuffer(), fileName: part.filename }
      } else if (typeof part.value === 'string') fields.set(part.fieldname, part.value)
    }
  } catch (error) {
    throw unreadableBody(error)
  }
  if (!file || file.bytes.length === 0)
    throw new HttpProblem(400, 'The upload holds no file', [{ path: 'file', message: 'expected a file' }])
  return { ...file, fields: Object.fromEntries(fields) }
}

/**
 * The multipart parser reports a body it cannot read (no boundary, cut off, a broken part
 * header) as a plain error; that is the client's body, not a server failure. Errors with a
 * status of their own (too large, too many parts, the checks above) keep it.
 */
function unreadableBody(error: unknown): unknown {
  if (!(error instanceof Error) || (error as { statusCode?: unknown }).statusCode !== undefined) return error
  return new HttpProblem(400, `The multipart body could not be read: ${error.message}`)
}

/** The map an upload goes to: the one named, an editor's only map, or every map for administrators. */
function uploadBranch(request: FastifyRequest, named: number | undefined): number | null {
  const staff = callerBranches(request)
  if (named === undefined) {
    if (staff === 'all') return null
    if (staff.length === 1) return staff[0] ?? null
    throw new HttpProblem(400, 'Name the map the image is for', [
      { path: 'branchShortId', message: 'required for editors of several maps' },
    ])
  }
  assertBranches(staff, [named])
  return named
}

/**
 * The media library (docs/decisions/0015-media-renditions.md): upload (checked by its bytes,
 * rendered to AVIF and WebP in three widths, EXIF gone), list with search and usage, read with the
 * places that show it, edit its title and description, delete when unused; and the renditions
 * themselves, public and immutable.
 */
export const mediaLibrary: FastifyPluginAsyncZod<{ store: MediaStore }> = async (app, { store }) => {
  const db = app.database.db
  await app.register(multipart, {
    limits: { fileSize: MEDIA_LIMITS.maxBytes, files: 1, fields: 8, fieldSize: 4096, parts: 10 },
  })

  // The body is multipart, read by the handler, so the problems a body brings are listed here.
  const uploadRoute = staffRoute(app, {
    response: { 201: MediaAsset, 400: Problem, 409: Problem, 413: Problem, 415: Problem },
  })
  app.post(
    '/media/',
    {
      ...uploadRoute,
      schema: {
        ...uploadRoute.schema,
        consumes: ['multipart/form-data'],
        description:
          'Upload one JPEG, PNG or WebP image as the field `file` (at most 20 MB and 50 megapixels), with ' +
          'optional fields `title`, `alt` and `branchShortId`. The type is read from the bytes.',
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request)
      const parsed = MediaUploadFields.safeParse(upload.fields)
      if (!parsed.success)
        throw new HttpProblem(
          400,
          'Invalid upload fields',
          parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'body', message: i.message })),
        )
      const asset = await uploadMedia(
        db,
        store,
        {
          bytes: upload.bytes,
          fileName: upload.fileName,
          fields: parsed.data,
          branchShortId: uploadBranch(request, parsed.data.branchShortId),
          createdBy: staffName(request),
        },
        (render) => app.telemetry.timeRender('media_rendition', render),
      )
      return reply.code(201).send(asset)
    },
  )
  app.get(
    '/media/',
    staffRoute(app, { querystring: MediaQuery, response: { 200: MediaPage } }),
    async (request) => listAssets(db, request.query, callerBranches(request)),
  )
  app.get(
    '/media/:id',
    staffRoute(app, { params: IdParams, response: { 200: MediaAssetDetail } }),
    async (request) => {
      await readableAsset(db, request, request.params.id)
      return assetDetail(db, request.params.id)
    },
  )
  app.put(
    '/media/:id',
    staffRoute(app, { params: IdParams, body: MediaAssetUpdateInput, response: { 200: MediaAssetDetail } }),
    async (request) => {
      const row = await assetRow(db, request.params.id)
      assertBranches(callerBranches(request), branchesOfShortId(row.branchShortId))
      return updateAsset(db, request.params.id, request.body)
    },
  )
  app.delete(
    '/media/:id',
    staffRoute(app, { params: IdParams, response: { 200: MediaAssetDetail, 409: Problem } }),
    async (request) => {
      const before = await assetDetail(db, request.params.id)
      assertBranches(callerBranches(request), branchesOfShortId(before.branchShortId))
      const keys = await db.transaction((tx) => deleteAsset(tx, request.params.id))
      // After the commit: a failed delete keeps its files; a failed removal only leaves bytes behind.
      await store.remove(keys).catch((err) => request.log.warn({ err }, 'media files not removed'))
      return before
    },
  )

  app.get(
    '/media/files/:hash/:file',
    {
      schema: {
        tags: ['public'],
        params: FileParams,
        response: {
          ...immutableFile('An image rendition in the type its name ends with', ['image/avif', 'image/webp']),
          400: Problem,
          404: Problem,
        },
      },
    },
    async (request, reply) => {
      const { hash, file } = request.params
      const etag = `"${hash.slice(0, 16)}-${file}"`
      // Unlisted in the schema (an empty answer): a revalidating CDN or browser gets a 304.
      if (etagMatches(request.headers['if-none-match'], etag))
        return (reply as FastifyReply)
          .code(304)
          .header('etag', etag)
          .header('cache-control', IMMUTABLE)
          .send()
      const stored = await store.get(`${hash}/${file}`)
      if (!stored) throw new HttpProblem(404, 'No such media file')
      reply
        .type(file.endsWith('.avif') ? 'image/avif' : 'image/webp')
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
      return reply.send(stored.body)
    },
  )
}
