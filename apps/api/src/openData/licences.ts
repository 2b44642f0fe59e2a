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

/** The branch's own data, open with credit. */
export const CC_BY: Licence = {
  license: 'CC-BY-4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
}
