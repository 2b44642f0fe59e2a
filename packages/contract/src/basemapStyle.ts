import { z } from 'zod'
import { Latitude, Longitude } from './common.js'

/**
 * The self-hosted basemap's MapLibre style document (style spec version 8). Only what clients
 * rely on is described here; sources and layers follow the MapLibre style specification.
 */
export const BasemapStyle = z.looseObject({
  version: z.literal(8),
  name: z.string(),
  center: z.tuple([Longitude, Latitude]),
  zoom: z.number(),
  /** Absolute URL template of the glyph PBFs, with `{fontstack}` and `{range}`. */
  glyphs: z.string(),
  sources: z.record(z.string(), z.looseObject({ type: z.string() })),
  layers: z.array(z.looseObject({ id: z.string(), type: z.string() })),
})
export type BasemapStyle = z.infer<typeof BasemapStyle>
