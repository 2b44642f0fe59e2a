/** One question of the Fragen table, asked on a branch's public map. */
export interface FragenQuestion {
  /** The branch's host keyword (`vaduz` → vaduz.localhost). */
  host: string
  question: string
  /**
   * Correct when one of these titles is among the first three answers; empty: no places at all;
   * 'any': some places (then `absent` says which must not be among them).
   */
  top: string[] | 'any'
  /** Titles that must not be answered at all. */
  absent?: string[]
}

/** The clock of the table's time questions: Wednesday 15 July 2026, 10:30 in Vaduz (CEST). */
export const FRAGEN_NOW = new Date('2026-07-15T08:30:00Z')
