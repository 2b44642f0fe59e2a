import type { DataLicence } from '@quo/contract'

/** A licence as open data states it: an SPDX id and the text's address. */
export interface Licence {
  license: string
  licenseUrl: string
}

/** OpenStreetMap's licence, for what was imported from it. */
export const ODBL: Licence = {
  license: 'ODbL-1.0',
  licenseUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
}

/** The licences a branch may put its own data under, by SPDX id (CC BY 4.0 unless it chose). */
export const DATA_LICENCE: Record<DataLicence, Licence> = {
  'CC-BY-4.0': { license: 'CC-BY-4.0', licenseUrl: 'https://creativecommons.org/licenses/by/4.0/' },
  'CC0-1.0': { license: 'CC0-1.0', licenseUrl: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  'CC-BY-SA-4.0': { license: 'CC-BY-SA-4.0', licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0/' },
  'ODbL-1.0': ODBL,
}
