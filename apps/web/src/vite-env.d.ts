/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Basemap style URLs; unset styles are not offered (the road style falls back to the API's self-hosted basemap). */
  readonly VITE_QUO_STYLE_ROAD?: string
  readonly VITE_QUO_STYLE_TOPO?: string
  readonly VITE_QUO_STYLE_SATELLITE?: string
  readonly VITE_QUO_STYLE_3D?: string
}
