import { CONTEST_ENTRY_RETENTION_DAYS, type ContestParticipant, type StaffContest } from '@quo/contract'
import { Button, Field, TextArea, TextInput } from '@quo/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { formatDateTime, formatDay } from '../../format.js'
import { BranchOptions } from '../../forms/BranchOptions.js'
import { ConfirmDialog } from '../../forms/ConfirmDialog.js'
import { SELECT_CLASS } from '../../forms/controlStyles.js'
import { SectionCard, SectionError } from '../../forms/SectionCard.js'
import { saveFailure } from '../../forms/saveError.js'
import { branchesByName, branchesQuery, branchShortName } from '../../referenceData.js'
import { api, downloadStaffFile } from '../../session.js'
import { ownBranches, useStaffBranches } from '../../staffAccess.js'
import { localToIso } from '../events/eventForm.js'
import { ScreenHeading } from '../ScreenHeading.js'
import { type ContestForm, contestFormProblems, emptyForm, formOf } from './contestForm.js'
import { contestMessages as t } from './messages.js'

const CONTESTS_KEY = ['dashboard', 'contests'] as const

function ContestEditor({ contest, onDone }: { contest?: StaffContest; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState<ContestForm>(() => (contest ? formOf(contest) : emptyForm()))
  // "Every map" (no map) is an administrator's alone: an editor's contest is on their first map
  // until they choose another of theirs.
  const staff = useStaffBranches()
  const branches = useQuery({ ...branchesQuery, select: branchesByName }).data
  const [firstOwn] = staff === 'all' ? [] : ownBranches(branches ?? [], staff)
  const map = form.branchShortId || (firstOwn ? String(firstOwn.shortId) : '')
  const [attempted, setAttempted] = useState(false)
  const problems = contestFormProblems(form)
  const save = useMutation({
    mutationFn: () => {
      const body = {
        title: form.title.trim(),
        description: form.description.trim(),
        question: form.question.trim(),
        correctAnswer: form.correctAnswer.trim() || null,
        branchShortId: map ? Number(map) : null,
        dateBegin: localToIso(form.begin) ?? '',
        dateEnd: localToIso(form.end) ?? '',
      }
      return contest ? api.updateContest(contest.id, body) : api.createContest(body)
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CONTESTS_KEY })
      onDone()
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setAttempted(true)
    if (Object.keys(problems).length === 0) save.mutate()
  }
  const error = (key: keyof ContestForm) => (attempted ? problems[key] : undefined)
  const bind = (key: keyof ContestForm) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  })
  return (
    <form noValidate onSubmit={submit} aria-label={t.form.heading} className="flex flex-col gap-4">
      <Field label={t.form.title} error={error('title')}>
        <TextInput {...bind('title')} maxLength={200} required />
      </Field>
      <Field label={t.form.description} error={error('description')}>
        <TextArea {...bind('description')} rows={3} maxLength={2000} required />
      </Field>
      <Field label={t.form.question} error={error('question')}>
        <TextInput {...bind('question')} maxLength={500} required />
      </Field>
      <Field label={t.form.correctAnswer} hint={t.form.correctAnswerHint}>
        <TextInput {...bind('correctAnswer')} maxLength={500} />
      </Field>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t.form.map}
        <select className={SELECT_CLASS} {...bind('branchShortId')} value={map}>
          <BranchOptions emptyLabel={staff === 'all' ? t.allMaps : undefined} />
        </select>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.form.begin} error={error('begin')}>
          <TextInput type="datetime-local" {...bind('begin')} required />
        </Field>
        <Field label={t.form.end} error={error('end')}>
          <TextInput type="datetime-local" {...bind('end')} required />
        </Field>
      </div>
      <SectionError message={save.error ? saveFailure(save.error).summary : null} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending}>
          {t.form.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t.form.cancel}
        </Button>
      </div>
    </form>
  )
}

const MARK_VALUES = { auto: null, correct: true, wrong: false } as const
type MarkValue = keyof typeof MARK_VALUES
const markValue = (p: ContestParticipant): MarkValue =>
  p.markedCorrect === null ? 'auto' : p.markedCorrect ? 'correct' : 'wrong'

/** One entry's row: staff mark it correct or wrong, or leave it to the correct answer. */
function EntryRow({ contest, entry }: { contest: StaffContest; entry: ContestParticipant }) {
  const queryClient = useQueryClient()
  const mark = useMutation({
    mutationFn: (value: MarkValue) =>
      api.markContestParticipant(contest.id, entry.id, { markedCorrect: MARK_VALUES[value] }),
    // The entries and the contest's counts (what the next draw picks from) both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTESTS_KEY }),
  })
  return (
    <tr className="border-b border-line last:border-b-0">
      <td className="py-2 pr-3 break-words">{entry.name}</td>
      <td className="py-2 pr-3 break-all">{entry.email}</td>
      <td className="py-2 pr-3 break-words whitespace-pre-line">{entry.answer}</td>
      <td className="py-2 pr-3">
        <div className="flex flex-col gap-1">
          <select
            className={SELECT_CLASS}
            aria-label={t.mark.label(entry.name)}
            value={markValue(entry)}
            disabled={mark.isPending}
            onChange={(e) => mark.mutate(e.target.value as MarkValue)}
          >
            <option value="auto">{contest.correctAnswer === null ? t.mark.unmarked : t.mark.byAnswer}</option>
            <option value="correct">{t.mark.correct}</option>
            <option value="wrong">{t.mark.wrong}</option>
          </select>
          <span className="text-xs text-muted">
            {t.judged[String(entry.correct) as 'true' | 'false' | 'null']}
          </span>
          {mark.isError && (
            <span role="alert" className="text-xs text-error">
              {t.mark.failed}
            </span>
          )}
        </div>
      </td>
      <td className="py-2 tabular-nums">{formatDateTime(entry.dateCreated)}</td>
    </tr>
  )
}

function Entries({ contest }: { contest: StaffContest }) {
  const entries = useQuery({
    queryKey: [...CONTESTS_KEY, 'entries', contest.id],
    queryFn: () => api.contestParticipants(contest.id),
  })
  if (entries.isPending) return <p className="text-sm text-muted">{t.entriesLoading}</p>
  if (entries.isError) return <SectionError message={t.loadFailed} />
  if (!entries.data.length) return <p className="text-sm text-muted">{t.noEntries}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.entriesHeading}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th className="py-2 pr-3 font-medium">{t.columns.name}</th>
            <th className="py-2 pr-3 font-medium">{t.columns.email}</th>
            <th className="py-2 pr-3 font-medium">{t.columns.answer}</th>
            <th className="py-2 pr-3 font-medium">{t.columns.correct}</th>
            <th className="py-2 font-medium">{t.columns.date}</th>
          </tr>
        </thead>
        <tbody>
          {entries.data.map((p) => (
            <EntryRow key={p.id} contest={contest} entry={p} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** What decides the draws: the correct answer, or that there is none, and how many are correct. */
function correctness(contest: StaffContest): string {
  const { correctAnswer, correctParticipants, participants } = contest
  if (correctAnswer !== null) {
    return `${t.correctAnswer(correctAnswer)} · ${t.correctCount(correctParticipants ?? 0, participants)}`
  }
  return correctParticipants === null ? t.noCorrectAnswer : t.markedCount(correctParticipants, participants)
}

/** The day the retention deletes the entries (API services/retention.ts). */
const deletionDay = (contest: StaffContest) =>
  formatDay(new Date(Date.parse(contest.dateEnd) + CONTEST_ENTRY_RETENTION_DAYS * 86_400_000).toISOString())

function ContestCard({ contest, mapName }: { contest: StaffContest; mapName: string }) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [showEntries, setShowEntries] = useState(false)
  const [csvFailed, setCsvFailed] = useState(false)
  // A draw is recorded and cannot be taken back: it is asked for, saying what it draws from.
  const [confirmingDraw, setConfirmingDraw] = useState(false)
  const now = Date.now()
  const state =
    Date.parse(contest.dateBegin) > now ? 'planned' : Date.parse(contest.dateEnd) > now ? 'running' : 'ended'
  const draw = useMutation({
    mutationFn: () => api.drawContestWinner(contest.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTESTS_KEY }),
    onSettled: () => setConfirmingDraw(false),
  })
  const { candidates, onlyCorrect } = contest.nextDraw
  return (
    <SectionCard heading={contest.title}>
      {editing ? (
        <ContestEditor contest={contest} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="text-sm text-muted">
            <span className="mr-2 rounded-full bg-paper px-2 py-0.5 text-xs font-semibold text-ink">
              {t.states[state]}
            </span>
            {mapName} · {t.period(formatDateTime(contest.dateBegin), formatDateTime(contest.dateEnd))} ·{' '}
            {t.entries(contest.participants)}
          </p>
          <p className="text-sm whitespace-pre-line">{contest.description}</p>
          <p className="text-sm font-medium">{contest.question}</p>
          <p className="text-sm">{correctness(contest)}</p>
          <p className="text-xs text-muted">
            {t.deletion(deletionDay(contest), CONTEST_ENTRY_RETENTION_DAYS)}
          </p>
          {contest.draws.length > 0 && (
            <div className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold">{t.winners}</h3>
              <ol className="flex flex-col gap-1 text-sm">
                {contest.draws.map((d) => (
                  <li key={d.id}>
                    <span className="font-semibold">{t.winner(d.participant.name, d.participant.email)}</span>{' '}
                    <span className="text-muted">
                      {t.drawnBy(formatDateTime(d.dateDrawn), d.drawnBy, d.candidates, d.onlyCorrect)}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          )}
          <SectionError
            message={
              draw.error
                ? `${t.drawFailed} ${saveFailure(draw.error).summary}`
                : csvFailed
                  ? t.csvFailed
                  : null
            }
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t.edit}
            </Button>
            <Button variant="secondary" aria-expanded={showEntries} onClick={() => setShowEntries((s) => !s)}>
              {showEntries ? t.hideEntries : t.showEntries}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setCsvFailed(false)
                downloadStaffFile(
                  `contests/${contest.id}/participants.csv`,
                  `wettbewerb-${contest.id}-teilnahmen.csv`,
                ).catch(() => setCsvFailed(true))
              }}
            >
              {t.csv}
            </Button>
            <Button
              disabled={state !== 'ended' || candidates <= 0}
              title={t.drawHint}
              onClick={() => {
                draw.reset()
                setConfirmingDraw(true)
              }}
            >
              {t.draw}
            </Button>
          </div>
          <ConfirmDialog
            open={confirmingDraw}
            title={t.drawConfirm.title}
            confirmLabel={t.drawConfirm.confirm}
            cancelLabel={t.drawConfirm.cancel}
            busy={draw.isPending}
            onConfirm={() => draw.mutate()}
            onCancel={() => setConfirmingDraw(false)}
          >
            <p>{onlyCorrect ? t.drawConfirm.amongCorrect(candidates) : t.drawConfirm.amongAll(candidates)}</p>
            <p className="mt-2">{t.drawConfirm.recorded}</p>
          </ConfirmDialog>
          {showEntries && <Entries contest={contest} />}
        </>
      )}
    </SectionCard>
  )
}

/**
 * The contests view (docs/product.md §2; docs/decisions/0014-recorded-contest-draws.md): list, create and
 * edit, entries with CSV, a recorded draw.
 */
export function ContestsScreen() {
  const contests = useQuery({ queryKey: CONTESTS_KEY, queryFn: () => api.staffContests() })
  const branches = useQuery(branchesQuery).data
  const [creating, setCreating] = useState(false)
  const mapName = (shortId: number | null) => {
    const branch = branches?.branches.find((b) => b.shortId === shortId)
    return branch ? branchShortName(branch) : t.allMaps
  }
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <ScreenHeading title={t.heading} text={t.text}>
        {!creating && (
          <div>
            <Button onClick={() => setCreating(true)}>{t.create}</Button>
          </div>
        )}
      </ScreenHeading>
      {creating && (
        <SectionCard heading={t.create}>
          <ContestEditor onDone={() => setCreating(false)} />
        </SectionCard>
      )}
      {contests.isPending && <p className="text-muted">{t.loading}</p>}
      {contests.isError && <SectionError message={t.loadFailed} />}
      {contests.data?.length === 0 && <p className="text-muted">{t.empty}</p>}
      {contests.data?.map((c) => (
        <ContestCard key={c.id} contest={c} mapName={mapName(c.branchShortId)} />
      ))}
    </div>
  )
}
