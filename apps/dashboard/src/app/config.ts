import type { AuthConfig } from '@quo/contract'
import { createContext, useContext } from 'react'

/** How the dashboard signs in, as the API named it at start. */
export const ConfigContext = createContext<AuthConfig | undefined>(undefined)

export function useAuthConfig(): AuthConfig | undefined {
  return useContext(ConfigContext)
}
