import type { StaffContest } from '@quo/contract'
import { isoToLocal, localToIso } from '../events/eventForm.js'
import { contestMessages as t } from './messages.js'

/** The contest form's values as typed (times as `datetime-local` text in the browser's zone). */
export interface ContestForm {
  title: string
  description: string
  question: string
  /** Empty for a question without a right answer. */
  correctAnswer: string
  branchShortId: string
  begin: string
  end: string
}

export const emptyForm = (): ContestForm => ({
  title: '',
  description: '',
  question: '',
  correctAnswer: '',
  branchShortId: '',
  begin: '',
  end: '',
})

export const formOf = (c: StaffContest): ContestForm => ({
  title: c.title,
  description: c.description,
  question: c.question,
  correctAnswer: c.correctAnswer ?? '',
  branchShortId: c.branchShortId === null ? '' : String(c.branchShortId),
  begin: isoToLocal(c.dateBegin),
  end: isoToLocal(c.dateEnd),
})

/** What is wrong with the form, by field, in German; none when it can be sent. */
export function contestFormProblems(form: ContestForm): Partial<Record<keyof ContestForm, string>> {
  const problems: Partial<Record<keyof ContestForm, string>> = {}
  for (const key of ['title', 'description', 'question'] as const) {
    if (!form[key].trim()) problems[key] = t.form.required
  }
  const begin = localToIso(form.begin)
  const end = localToIso(form.end)
  if (!begin) problems.begin = t.form.badTime
  if (!end) problems.end = t.form.badTime
  else if (begin && Date.parse(end) <= Date.parse(begin)) problems.end = t.form.endBeforeBegin
  return problems
}
