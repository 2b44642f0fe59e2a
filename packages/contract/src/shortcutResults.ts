import { z } from 'zod'
import {
  HostName,
  Id,
  IsoDateTime,
  LatitudeParam,
  LongitudeParam,
  NanoId,
  Page,
  PageSizeParam,
} from './common.js'
import { ItemType } from './enums.js'

/**
 * `GET /search/shortcuts/{id}/results/`: one page of a search shortcut's places for the branch
 * of `host`, as the embed lists them. With `lat` and `lon` (the visitor's position, only when
 * they allowed it) the nearest come first and each row carries its distance.
 */
export const ShortcutResultsQuery = z
  .strictObject({
    host: HostName,
    page: Page,
    pageSize: PageSizeParam(100, 30),
    lat: LatitudeParam.optional(),
    lon: LongitudeParam.optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), {
    message: 'lat and lon go together',
    path: ['lon'],
  })
export type ShortcutResultsQuery = z.infer<typeof ShortcutResultsQuery>

/** Open now, closing within 30 minutes, or closed, from the place's `opening_hours`. */
export const OpeningState = z.enum(['open', 'closingSoon', 'closed'])
export type OpeningState = z.infer<typeof OpeningState>

export const ShortcutResult = z.object({
  nanoId: NanoId,
  title: z.string(),
  type: ItemType,
  lon: z.number(),
  lat: z.number(),
  /** The main category's symbol (a key of the page's `symbols`) and colour. */
  iconId: Id.nullable(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** The main category's German name, then the tags the place shows under its title, translated. */
  subtitle: z.array(z.string()),
  /** Absent when the place has no opening hours. */
  hours: z
    .object({
      state: OpeningState,
      /** When the state changes next, if it does within the rules. */
      nextChange: IsoDateTime.nullable(),
      /** The same at the place's clock, e.g. `2026-11-25T08:00`: lists need no time zone data. */
      nextChangeLocal: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
        .nullable(),
      /** Today's public holiday at the place (`Mariä Geburt`) when its holiday rule sets the state now. */
      holiday: z.string().nullable(),
    })
    .nullable(),
  /** Metres from the visitor, when they gave their position. */
  distance: z.number().nonnegative().nullable(),
})
export type ShortcutResult = z.infer<typeof ShortcutResult>

export const ShortcutResultsPage = z.object({
  shortcut: z.object({ id: Id, title: z.string() }),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  items: z.array(ShortcutResult),
  /** The stand-alone category symbols (SVG) the rows name, by icon id. */
  symbols: z.record(z.string(), z.string()),
  /** The instant the opening states were evaluated at. */
  evaluatedAt: IsoDateTime,
  /** Its date at the places' clock (the page never outlives that day). */
  localDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
})
export type ShortcutResultsPage = z.infer<typeof ShortcutResultsPage>
