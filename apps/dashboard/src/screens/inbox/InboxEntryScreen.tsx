import { ApiError } from '@quo/api-client'
import type { InboxEntry, InboxField, InboxSource } from '@quo/contract'
import { Button, Field, TextArea, TextInput } from '@quo/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { lazy, Suspense, useMemo, useState } from 'react'
import { formatDateTime } from '../../format.js'
import { LINK_CLASS, SELECT_CLASS } from '../../forms/controlStyles.js'
import { SectionCard, SectionError } from '../../forms/SectionCard.js'
import { saveFailure } from '../../forms/saveError.js'
import {
  branchesQuery,
  categoriesQuery,
  categoryName,
  detailKeysQuery,
  tagsQuery,
} from '../../referenceData.js'
import { api } from '../../session.js'
import { ScreenHeading } from '../ScreenHeading.js'
import { HoursWeek } from './HoursWeek.js'
import { INBOX_KEY } from './InboxScreen.js'
import { entryKind, entryTitle, fieldValueText, inboxFieldName, parsePosition } from './inboxText.js'
import { inboxMessages as t } from './messages.js'

const PositionMap = lazy(() => import('../place/PositionMap.js'))

const entryKey = (source: InboxSource, id: number) => [...INBOX_KEY, 'entry', source, id] as const

interface Choice {
  take: boolean
  value: string
}

function FieldValue({ field, value }: { field: string; value: string | null }) {
  if (field === 'detail:hours') return <HoursWeek value={value} />
  return <span className="break-words">{fieldValueText(field, value)}</span>
}

/** One field: now and proposed side by side, with the choice to take it over (edited). */
function FieldRow({
  field,
  name,
  choice,
  onChoice,
  branchShortId,
}: {
  field: InboxField
  name: string
  choice: Choice | undefined
  onChoice: (choice: Choice) => void
  branchShortId: number | undefined
}) {
  const open = field.status === 'open' && choice
  const at = field.field === 'position' ? parsePosition(choice?.value ?? field.proposed) : undefined
  return (
    <div className="flex flex-col gap-3 border-b border-line pb-4 last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{name}</h3>
        {open ? (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={choice.take}
              onChange={(e) => onChoice({ ...choice, take: e.target.checked })}
            />
            {t.take(name)}
          </label>
        ) : (
          <span className="rounded-full bg-paper px-2 py-0.5 text-xs font-semibold">
            {t.statuses[field.status]}
          </span>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1 text-sm">
          <span className="text-xs font-semibold text-muted uppercase">{t.current}</span>
          <FieldValue field={field.field} value={field.current} />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <span className="text-xs font-semibold text-muted uppercase">{t.proposed}</span>
          {open ? (
            <>
              <TextInput
                aria-label={t.edit(name)}
                value={choice.value}
                disabled={!choice.take}
                onChange={(e) => onChoice({ ...choice, value: e.target.value })}
              />
              {field.field === 'detail:hours' && <HoursWeek value={choice.value} />}
            </>
          ) : (
            <FieldValue field={field.field} value={field.proposed} />
          )}
        </div>
      </div>
      {open && at && (
        <Suspense fallback={<div className="h-56 rounded-xl bg-paper" />}>
          <PositionMap
            lon={at.lon}
            lat={at.lat}
            branchShortId={branchShortId}
            onMove={(moved) =>
              onChoice({ ...choice, value: `${moved.lon.toFixed(7)},${moved.lat.toFixed(7)}` })
            }
          />
        </Suspense>
      )}
    </div>
  )
}

/** A select of ids with a first option for none. */
function OptionalChoice({
  label,
  none,
  value,
  options,
  onChange,
}: {
  label: string
  none: string
  value: number | undefined
  options: { value: number; label: string }[]
  onChange: (value: number | undefined) => void
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      <select
        className={SELECT_CLASS}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      >
        <option value="">{none}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}

function Decision({ entry }: { entry: InboxEntry }) {
  const queryClient = useQueryClient()
  const detailKeys = useQuery(detailKeysQuery).data
  const categories = useQuery(categoriesQuery).data
  const tags = useQuery(tagsQuery).data
  const branches = useQuery(branchesQuery).data
  const branchTag = useMemo(() => {
    const key = branches?.branches.find((b) => b.shortId === entry.branchShortId)?.tagKey
    return tags?.find((tag) => tag.tagKey === key)?.id
  }, [branches, tags, entry.branchShortId])
  const mapTags = useMemo(() => {
    const keys = new Map(branches?.branches.map((b) => [b.tagKey, b.title]))
    return (tags ?? []).flatMap((tag) =>
      keys.has(tag.tagKey) ? [{ id: tag.id, label: keys.get(tag.tagKey) ?? '' }] : [],
    )
  }, [branches, tags])
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(
      entry.fields
        .filter((f) => f.status === 'open')
        .map((f) => [f.field, { take: true, value: f.proposed ?? '' }]),
    ),
  )
  const [note, setNote] = useState('')
  const [categoryId, setCategoryId] = useState<number | undefined>()
  const [tagId, setTagId] = useState<number | undefined>()
  const [problem, setProblem] = useState<string | null>(null)
  const mapTag = tagId ?? branchTag
  const addition = entry.kind === 'addition' && entry.status === 'open'

  const decide = useMutation({
    mutationFn: (takeAny: boolean) => {
      const open = entry.fields.filter((f) => f.status === 'open')
      const taken = takeAny ? open.filter((f) => choices[f.field]?.take) : []
      return api.decideInbox(entry.source, entry.id, {
        accept: taken.map((f) => {
          const value = choices[f.field]?.value ?? ''
          return value === (f.proposed ?? '') ? { field: f.field } : { field: f.field, value }
        }),
        reject: open.filter((f) => !taken.includes(f)).map((f) => f.field),
        note,
        ...(addition && takeAny
          ? { categoryIds: categoryId ? [categoryId] : [], tagIds: mapTag ? [mapTag] : [] }
          : {}),
      })
    },
    onSuccess: (decided) => {
      queryClient.setQueryData(entryKey(entry.source, entry.id), decided)
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY, exact: false })
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'overview'] })
    },
  })
  const failure = decide.error
    ? decide.error instanceof ApiError && decide.error.status === 409
      ? t.decidedAlready
      : `${t.decideFailed} ${saveFailure(decide.error).summary}`
    : null

  const accept = () => {
    const taken = entry.fields
      .filter((f) => f.status === 'open' && choices[f.field]?.take)
      .map((f) => f.field)
    if (!taken.length) return setProblem(t.nothingChosen)
    if (addition && !(taken.includes('title') && taken.includes('position')))
      return setProblem(t.additionNeeds)
    setProblem(null)
    decide.mutate(true)
  }
  const name = (field: string) => inboxFieldName(field, detailKeys)
  const open = entry.status === 'open' || entry.fields.some((f) => f.status === 'open')

  return (
    <SectionCard heading={t.fields} intro={open ? t.fieldsIntro : undefined}>
      {entry.fields.map((field) => (
        <FieldRow
          key={field.field}
          field={field}
          name={name(field.field)}
          choice={choices[field.field]}
          onChoice={(choice) => setChoices((all) => ({ ...all, [field.field]: choice }))}
          branchShortId={entry.branchShortId ?? undefined}
        />
      ))}
      {open && (
        <>
          {addition && (
            <fieldset className="flex flex-wrap gap-4">
              <legend className="mb-2 font-semibold">{t.newPlace}</legend>
              <OptionalChoice
                label={t.category}
                none={t.noCategory}
                value={categoryId}
                options={(categories ?? []).map((c) => ({ value: c.id, label: categoryName(c) }))}
                onChange={setCategoryId}
              />
              <OptionalChoice
                label={t.map}
                none={t.noMap}
                value={mapTag}
                options={mapTags.map((m) => ({ value: m.id, label: m.label }))}
                onChange={setTagId}
              />
            </fieldset>
          )}
          <Field label={t.note} hint={t.noteHint}>
            <TextArea rows={2} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <SectionError message={problem ?? failure} />
          <div className="flex flex-wrap gap-3">
            <Button
              busy={decide.isPending && decide.variables === true}
              disabled={decide.isPending}
              onClick={accept}
            >
              {t.accept}
            </Button>
            <Button
              variant="secondary"
              busy={decide.isPending && decide.variables === false}
              disabled={decide.isPending}
              onClick={() => decide.mutate(false)}
            >
              {t.rejectAll}
            </Button>
          </div>
        </>
      )}
      {entry.decision && (
        <p role="status" className="rounded-lg bg-paper px-3 py-2 text-sm">
          {t.decided(t.statuses[entry.status], entry.decision.by ?? '—', formatDateTime(entry.decision.at))}
          {entry.decision.note ? ` – ${entry.decision.note}` : ''}
        </p>
      )}
    </SectionCard>
  )
}

/** One inbox entry: what the visitor wrote, and its fields against the place, decided here. */
export function InboxEntryScreen() {
  const params = useParams({ strict: false }) as { source?: InboxSource; entryId?: number }
  const source = params.source ?? 'visitor'
  const id = params.entryId ?? 0
  const entry = useQuery({
    queryKey: entryKey(source, id),
    queryFn: () => api.inboxEntry(source, id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  })
  const data = entry.data
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Link to="/inbox/" className={LINK_CLASS}>
        {t.back}
      </Link>
      {data ? (
        <>
          <ScreenHeading
            title={t.entryHeading(entryKind(data), entryTitle(data))}
            text={t.receivedAt(formatDateTime(data.dateCreated))}
          >
            {data.item && (
              <Link to="/places/$itemId/" params={{ itemId: data.item.id }} className={LINK_CLASS}>
                {t.onMap}
              </Link>
            )}
          </ScreenHeading>
          {data.message && (
            <SectionCard heading={t.fromVisitor}>
              <p className="break-words whitespace-pre-line">{data.message}</p>
              <p className="text-sm text-muted">
                {t.contactLine([data.name, data.email].filter(Boolean).join(', ') || t.noContact)}
              </p>
            </SectionCard>
          )}
          <Decision key={`${data.status}-${data.fields.map((f) => f.status).join()}`} entry={data} />
        </>
      ) : entry.isError ? (
        <p role="alert" className="rounded-2xl bg-white p-6 text-error shadow-sm">
          {entry.error instanceof ApiError && entry.error.status === 404 ? t.entryGone : t.entryFailed}
        </p>
      ) : (
        <p role="status" className="rounded-2xl bg-white p-6 text-muted shadow-sm">
          {t.entryLoading}
        </p>
      )}
    </div>
  )
}
