import type { DetailKeyType, MainCategory, Unit } from '@quo/contract'

/** A pictogram. SVGs are self-contained (xmlns, viewBox) and use `currentColor`. */
export interface CatalogIcon {
  /** Unique key other catalog entries refer to, e.g. `fork-knife`. */
  title: string
  /** 24×24 pictogram drawn inside a map pin. */
  iconSvg: string
  /** 24×24 stand-alone symbol (pictogram on a filled circle) for lists and cards. */
  symbolSvg: string
}

export interface CatalogCategory {
  mainCategory: MainCategory
  /** English sub-category key, unique within its main category. */
  subCategory: string
  mainDe: string
  subDe: string
  /** Stacking order of pins; higher draws above. 0–10. */
  zOrder: number
  /** `title` of a CatalogIcon. */
  icon: string
  /** Theme colour names, e.g. `eating`, `eating-light`. */
  colorName: string
  backgroundColorName: string
}

export interface CatalogTag {
  tagKey: string
  tagValue: string
  tagGroup: number
  keyDe: string
  valueDe: string
  /** `title` of a CatalogIcon or null. */
  icon: string | null
  colorName: string | null
  backgroundColorName: string | null
  /** Main categories whose items may carry this tag (the generator picks from these). */
  appliesTo: MainCategory[]
}

export interface CatalogDetailKey {
  keyName: string
  keyTitle: string
  keyType: DetailKeyType
  unit: Unit | null
  icon: string | null
  colorName: string | null
  isHidden: boolean
  /** German label shown in the UI. */
  label: string
}

export interface CatalogMunicipality {
  name: string
  countryIso2: 'LI' | 'CH' | 'AT'
  /** State/canton/Land as Nominatim names it, e.g. `St. Gallen`, `Vorarlberg`, `Liechtenstein`. */
  state: string
  postcode: string
  /** Centre of the built-up village/town, WGS84. */
  lon: number
  lat: number
  /** Radius in metres around the centre that stays on land and inside the built-up area. */
  radiusMeters: number
}
