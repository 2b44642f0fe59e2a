import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { MediaStore } from '../../media/mediaStore.js'
import type { Operations } from '../../openapi/operations.js'
import { demoMedia } from './demo.js'
import { mediaLibrary } from './library.js'

/** Media: the staff's image library with its public renditions, and the demo's generated pictures. */
export const mediaRoutes: FastifyPluginAsyncZod<{ mediaStore: MediaStore }> = async (app, { mediaStore }) => {
  await app.register(demoMedia)
  await app.register(mediaLibrary, { store: mediaStore })
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const mediaOperations: Operations = {
  // library.ts
  'GET /media/': ['listMedia', "The caller's media library, newest first, with usage"],
  'POST /media/': ['uploadMedium', 'Upload an image to the media library'],
  'GET /media/{id}': ['getMediaAsset', 'A library image with the places that show it'],
  'PUT /media/{id}': ['updateMediaAsset', "Change a library image's title or description"],
  'DELETE /media/{id}': ['deleteMediaAsset', 'Delete a library image no place shows'],
  'GET /media/files/{hash}/{file}': ['getMediaFile', 'A rendition of a library image'],
  // demo.ts
  'GET /media/demo/{name}': ['getDemoPicture', "A demo place's picture (the seeded places link to them)"],
  'GET /media/logo/{name}': ['getDemoLogo', "A demo branch's logo (the seeded branches link to them)"],
}
