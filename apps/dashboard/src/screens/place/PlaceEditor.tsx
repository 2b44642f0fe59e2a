import type { Category, DashboardItem, ItemDetailKey } from '@quo/contract'
import { type DetailEdit, detailValueError, editableDetailKeys } from '@quo/dashboard-forms'
import { Button, Field, TextInput } from '@quo/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { ConfirmDialog } from '../../forms/ConfirmDialog.js'
import { SELECT_CLASS } from '../../forms/controlStyles.js'
import { LeaveGuard } from '../../forms/LeaveGuard.js'
import { NamedOptions } from '../../forms/NamedOptions.js'
import { SectionCard } from '../../forms/SectionCard.js'
import { type SaveFailure, saveFailure } from '../../forms/saveError.js'
import { HistorySection } from '../../history/HistorySection.js'
import { useHistoryLabels } from '../../history/useHistoryLabels.js'
import { api } from '../../session.js'
import { CategoryPicker } from './CategoryPicker.js'
import { DetailsEditor } from './DetailsEditor.js'
import { DuplicateField } from './DuplicateField.js'
import { GeometrySection } from './geometry/GeometrySection.js'
import { placeMessages as t } from './messages.js'
import {
  createInput,
  draftOf,
  draftProblems,
  isDirty,
  newDraft,
  type PlaceDraft,
  planUpdate,
} from './placeDraft.js'
import { invalidatePlaceLists, placeQuery } from './placeQuery.js'
import { ReviewsSection } from './ReviewsSection.js'
import { FeaturedSection } from './sections/FeaturedSection.js'
import { MediaSection } from './sections/MediaSection.js'
import { MentionsSection } from './sections/MentionsSection.js'
import { RelationsSection } from './sections/RelationsSection.js'
import { sendPlaceWrites } from './sendPlaceWrites.js'
import { type TagOption, TagPicker } from './TagPicker.js'

const PositionMap = lazy(() => import('./PositionMap.js'))

export interface PlaceReferenceData {
  categories: readonly Category[]
  detailKeys: readonly ItemDetailKey[]
  tagOptions: { maps: TagOption[]; features: TagOption[] }
  /** Where a new place starts: the first map's centre. */
  center: { lon: number; lat: number }
  /** The map (short id) a branch's tag puts a place on. */
  branchOfTag: ReadonlyMap<number, number>
  defaultBranch: number | undefined
}

/**
 * Input a create could not finish (the place was made, a detail was refused): the update
 * form of the new place starts from it, so nothing typed is lost.
 */
const carriedDrafts = new Map<number, PlaceDraft>()

const FIELD_MESSAGES = {
  title: t.titleProblems.titleMissing,
  lon: t.positionInvalid,
  lat: t.positionInvalid,
}

/** Details whose value the API's own check refuses (markdown that sanitising changes …). */
async function detailProblems(
  keys: readonly ItemDetailKey[],
  details: Readonly<Record<string, DetailEdit>>,
): Promise<string[]> {
  const typeOf = new Map(editableDetailKeys(keys).map((k) => [k.keyName, k.keyType]))
  const checks = Object.entries(details).map(async ([key, edit]) => {
    const type = typeOf.get(key)
    const value = edit.dataValue.trim()
    return type && value && (await detailValueError(type, value)) ? key : undefined
  })
  return (await Promise.all(checks)).filter((key): key is string => key !== undefined)
}

export interface PlaceEditorProps {
  /** The stored place; none in create mode. */
  item: DashboardItem | undefined
  reference: PlaceReferenceData
  onCreated: (item: DashboardItem) => void
  onDeleted: () => void
}

/** The place editor's form (spec §2): create and update modes, delete in update mode. */
export function PlaceEditor({ item, reference, onCreated, onDeleted }: PlaceEditorProps) {
  const queryClient = useQueryClient()
  const saved = item ? draftOf(item) : newDraft(reference.center)
  /** The map whose basemap the editor's maps draw: the place's first map, else the default. */
  const mapOfPlace =
    saved.tagIds.map((id) => reference.branchOfTag.get(id)).find((b) => b !== undefined) ??
    reference.defaultBranch
  const [draft, setDraft] = useState<PlaceDraft>(() => {
    const carried = item && carriedDrafts.get(item.id)
    if (item) carriedDrafts.delete(item.id)
    return carried ?? saved
  })
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  const [showProblems, setShowProblems] = useState(false)
  const [busy, setBusy] = useState(false)
  const [savedNote, setSavedNote] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const dirty = isDirty(saved, draft)
  const problems = draftProblems(draft)
  const historyLabels = useHistoryLabels()
  const city = useQuery({
    queryKey: ['nearest-city', draft.lat, draft.lon],
    queryFn: () => api.nearestCity(draft.lat, draft.lon),
    enabled: !problems.position,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

  const edit = (patch: Partial<PlaceDraft>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setSavedNote(false)
  }

  async function save() {
    setShowProblems(true)
    setFailure(null)
    if (Object.keys(problems).length) return
    if ((await detailProblems(reference.detailKeys, draft.details)).length) {
      setFailure({ summary: t.detailsInvalid, fields: {} })
      return
    }
    setBusy(true)
    try {
      if (!item) {
        const created = await api.createItem(createInput(draft, city.data))
        try {
          await sendPlaceWrites(
            created.id,
            planUpdate(created, { ...draftOf(created), details: draft.details }),
          )
        } catch (error) {
          carriedDrafts.set(created.id, draft)
          void queryClient.invalidateQueries({ queryKey: placeQuery(created.id).queryKey })
          throw error
        } finally {
          void invalidatePlaceLists(queryClient)
        }
        onCreated(await api.dashboardItem(created.id))
        return
      }
      await sendPlaceWrites(item.id, planUpdate(item, draft, city.data))
      const fresh = await api.dashboardItem(item.id)
      queryClient.setQueryData(placeQuery(item.id).queryKey, fresh)
      setDraft(draftOf(fresh))
      setSavedNote(true)
      void invalidatePlaceLists(queryClient)
    } catch (error) {
      setFailure(saveFailure(error, FIELD_MESSAGES))
      // What was sent before the failure is stored: read the place again, keep the form.
      if (item) void queryClient.invalidateQueries({ queryKey: placeQuery(item.id).queryKey })
    } finally {
      setBusy(false)
    }
  }

  /** A restore from the history changed the place: the form shows it unless it holds edits. */
  async function afterRestore() {
    if (!item) return
    const fresh = await api.dashboardItem(item.id)
    queryClient.setQueryData(placeQuery(item.id).queryKey, fresh)
    if (!dirty) setDraft(draftOf(fresh))
    void invalidatePlaceLists(queryClient)
  }

  async function remove() {
    if (!item) return
    setDeleting(true)
    try {
      await api.deleteItem(item.id)
      queryClient.removeQueries({ queryKey: placeQuery(item.id).queryKey })
      void invalidatePlaceLists(queryClient)
      setConfirmDelete(false)
      onDeleted()
    } catch (error) {
      setConfirmDelete(false)
      setFailure(saveFailure(error))
    } finally {
      setDeleting(false)
    }
  }

  const fieldError = (name: 'title' | 'position' | 'categoryIds') => {
    const problem = showProblems ? problems[name] : undefined
    if (problem === 'titleMissing' || problem === 'titleTooLong') return t.titleProblems[problem]
    if (problem === 'positionInvalid') return t.positionInvalid
    if (problem === 'tooManyCategories') return t.tooManyCategories
    if (name === 'position') return failure?.fields.lon ?? failure?.fields.lat
    return failure?.fields[name]
  }
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

  return (
    <form
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <LeaveGuard dirty={dirty && !busy && !deleting} />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Link to="/places/" className="text-sm text-primary-strong underline">
            {t.backToList}
          </Link>
          <h1 className="truncate text-2xl leading-tight font-semibold sm:text-3xl">
            {item ? t.heading(item.title) : t.headingNew}
          </h1>
        </div>
        {item && (
          <div className="flex flex-wrap gap-2">
            <a
              href={`/map/${item.nanoId}`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold"
            >
              {t.onPublicMap}
            </a>
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              {t.delete}
            </Button>
          </div>
        )}
      </header>

      {failure && (
        <div role="alert" className="rounded-2xl border border-error/40 bg-error/5 p-4 text-sm text-error">
          {failure.summary}
        </div>
      )}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <SectionCard heading={t.basics}>
          <Field label={t.title} error={fieldError('title')}>
            <TextInput
              value={draft.title}
              maxLength={250}
              onChange={(e) => edit({ title: e.target.value })}
            />
          </Field>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t.type}
            <select
              className={SELECT_CLASS}
              value={draft.type}
              onChange={(e) => edit({ type: e.target.value as PlaceDraft['type'] })}
            >
              <NamedOptions values={Object.keys(t.types) as PlaceDraft['type'][]} names={t.types} />
            </select>
          </label>
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium">{t.categories}</p>
            <CategoryPicker
              categories={reference.categories}
              value={draft.categoryIds}
              onChange={(categoryIds) => edit({ categoryIds })}
              error={fieldError('categoryIds')}
            />
          </div>
        </SectionCard>

        <SectionCard heading={t.position} intro={t.positionHint}>
          <Suspense fallback={<div className="h-72 rounded-xl bg-paper lg:h-96" />}>
            <PositionMap
              lon={draft.lon}
              lat={draft.lat}
              branchShortId={mapOfPlace}
              onMove={(at) => edit(at)}
            />
          </Suspense>
          <div className="grid grid-cols-2 gap-3">
            <Field label={t.lat} error={fieldError('position')}>
              <TextInput
                inputMode="decimal"
                defaultValue={String(draft.lat)}
                key={`lat-${draft.lat}`}
                onBlur={(e) => edit({ lat: number(e.target.value) })}
              />
            </Field>
            <Field label={t.lon}>
              <TextInput
                inputMode="decimal"
                defaultValue={String(draft.lon)}
                key={`lon-${draft.lon}`}
                onBlur={(e) => edit({ lon: number(e.target.value) })}
              />
            </Field>
          </div>
          <AddressLine item={item} city={city} />
        </SectionCard>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <SectionCard heading={t.details}>
          <DetailsEditor
            detailKeys={reference.detailKeys}
            values={draft.details}
            onChange={(key, value) => edit({ details: { ...draft.details, [key]: value } })}
          />
        </SectionCard>
        <div className="flex flex-col gap-6">
          <SectionCard label={t.maps}>
            <TagPicker
              legend={t.maps}
              hint={t.mapsHint}
              options={reference.tagOptions.maps}
              value={draft.tagIds}
              onChange={(tagIds) => edit({ tagIds })}
            />
          </SectionCard>
          <SectionCard label={t.features}>
            <TagPicker
              legend={t.features}
              options={reference.tagOptions.features}
              value={draft.tagIds}
              onChange={(tagIds) => edit({ tagIds })}
            />
          </SectionCard>
          <SectionCard heading={t.status}>
            <Field label={t.closedOn} hint={t.closedHint}>
              <TextInput
                type="date"
                value={draft.closedOn}
                onChange={(e) => edit({ closedOn: e.target.value })}
              />
            </Field>
            <DuplicateField
              value={draft.duplicateOf}
              selfId={item?.id}
              onChange={(duplicateOf) => edit({ duplicateOf })}
            />
          </SectionCard>
        </div>
      </div>

      {item && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <ReviewsSection item={item} />
          <RelationsSection item={item} />
          <MediaSection item={item} />
          <GeometrySection item={item} branchShortId={mapOfPlace} />
          <MentionsSection item={item} />
          <FeaturedSection item={item} />
          <div className="lg:col-span-2">
            <HistorySection
              queryKey={['dashboard', 'history', 'item', item.id]}
              load={(page, pageSize) => api.itemHistory(item.id, { page, pageSize })}
              labels={historyLabels}
              onRestored={() => void afterRestore()}
            />
          </div>
        </div>
      )}

      <section
        aria-label={t.saveBar}
        className="sticky bottom-0 z-30 -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
      >
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="mr-auto text-sm text-muted" role="status">
            {dirty ? t.unsaved : savedNote ? t.saved : ''}
          </p>
          {dirty && item && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setDraft(saved)
                setFailure(null)
                setShowProblems(false)
              }}
            >
              {t.reset}
            </Button>
          )}
          <Button type="submit" busy={busy} disabled={!dirty && !!item}>
            {item ? t.save : t.create}
          </Button>
        </div>
      </section>

      <ConfirmDialog
        open={confirmDelete}
        title={t.deleteTitle}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        destructive
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        {t.deleteText(item?.title ?? '')}
      </ConfirmDialog>
    </form>
  )
}

function AddressLine({
  item,
  city,
}: {
  item: DashboardItem | undefined
  city: {
    data?: { title: string; postcode: string | null; distanceMeters: number }
    isPending: boolean
    isError: boolean
  }
}) {
  const stored = item?.addresses[0]
  const street = stored?.street
    ? `${stored.street}${stored.housenumber ? ` ${stored.housenumber}` : ''}, `
    : ''
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-paper p-3 text-sm">
      <p className="font-medium">{t.address}</p>
      {city.isError ? (
        <p className="text-muted">{t.addressUnknown}</p>
      ) : city.data ? (
        <p>
          {street}
          {city.data.postcode ? `${city.data.postcode} ` : ''}
          {city.data.title}
          <span className="text-muted">{t.nearCity(city.data.distanceMeters)}</span>
        </p>
      ) : (
        <p className="text-muted">{t.addressLoading}</p>
      )}
      <p className="text-xs text-muted">{t.addressFromPosition}</p>
    </div>
  )
}
