import type { StaffContest } from '@quo/contract'
import { Button, Field, TextArea, TextInput } from '@quo/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { formatDateTime } from '../../format.js'
import { BranchOptions } from '../../forms/BranchOptions.js'
import { SELECT_CLASS } from '../../forms/controlStyles.js'
import { SectionCard, SectionError } from '../../forms/SectionCard.js'
import { saveFailure } from '../../forms/saveError.js'
import { branchesQuery, branchShortName } from '../../referenceData.js'
import { api, downloadStaffFile } from '../../session.js'
import { localToIso } from '../events/eventForm.js'
import { ScreenHeading } from '../ScreenHeading.js'
import { type ContestForm, contestFormProblems, emptyForm, formOf } from './contestForm.js'
import { contestMessages as t } from './messages.js'

const CONTESTS_KEY = ['dashboard', 'contests'] as const

function ContestEditor({ contest, onDone }: { contest?: StaffContest; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState<ContestForm>(() => (contest ? formOf(contest) : emptyForm()))
  const [attempted, setAttempted] = useState(false)
  const problems = contestFormProblems(form)
  const save = useMutation({
    mutationFn: () => {
      const body = {
        title: form.title.trim(),
        description: form.description.trim(),
        question: form.question.trim(),
        branchShortId: form.branchShortId ? Number(form.branchShortId) : null,
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
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t.form.map}
        <select className={SELECT_CLASS} {...bind('branchShortId')}>
          <BranchOptions emptyLabel={t.allMaps} />
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

function Entries({ contestId }: { contestId: number }) {
  const entries = useQuery({
    queryKey: [...CONTESTS_KEY, 'entries', contestId],
    queryFn: () => api.contestParticipants(contestId),
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
            <th className="py-2 font-medium">{t.columns.date}</th>
          </tr>
        </thead>
        <tbody>
          {entries.data.map((p) => (
            <tr key={p.id} className="border-b border-line last:border-b-0">
              <td className="py-2 pr-3 break-words">{p.name}</td>
              <td className="py-2 pr-3 break-all">{p.email}</td>
              <td className="py-2 pr-3 break-words whitespace-pre-line">{p.answer}</td>
              <td className="py-2 tabular-nums">{formatDateTime(p.dateCreated)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ContestCard({ contest, mapName }: { contest: StaffContest; mapName: string }) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [showEntries, setShowEntries] = useState(false)
  const [csvFailed, setCsvFailed] = useState(false)
  const now = Date.now()
  const state =
    Date.parse(contest.dateBegin) > now ? 'planned' : Date.parse(contest.dateEnd) > now ? 'running' : 'ended'
  const draw = useMutation({
    mutationFn: () => api.drawContestWinner(contest.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTESTS_KEY }),
  })
  const left = contest.participants - contest.draws.length
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
          {contest.draws.length > 0 && (
            <div className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold">{t.winners}</h3>
              <ol className="flex flex-col gap-1 text-sm">
                {contest.draws.map((d) => (
                  <li key={d.id}>
                    <span className="font-semibold">{t.winner(d.participant.name, d.participant.email)}</span>{' '}
                    <span className="text-muted">
                      {t.drawnBy(formatDateTime(d.dateDrawn), d.drawnBy, d.candidates)}
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
              busy={draw.isPending}
              disabled={state !== 'ended' || left <= 0}
              title={t.drawHint}
              onClick={() => draw.mutate()}
            >
              {t.draw}
            </Button>
          </div>
          {showEntries && <Entries contestId={contest.id} />}
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
