import { metricsMessages } from './messages.js'
import { type RangeInput, rangeFaults } from './search.js'

export type RangeProblems = Partial<Record<keyof RangeInput, string>>

/** Every problem of the range, in German; empty when it may be asked for. */
export function rangeProblems(input: RangeInput): RangeProblems {
  const faults = rangeFaults(input)
  const problems: RangeProblems = {}
  if (faults.from) problems.from = metricsMessages.validation[faults.from]
  if (faults.to) problems.to = metricsMessages.validation[faults.to]
  return problems
}
