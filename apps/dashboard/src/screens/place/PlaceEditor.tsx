import type { Category, DashboardItem, ItemDetailKey, Tag } from '@quo/contract'
import { Button } from '@quo/ui'
import { useEffect, useMemo, useRef, useState } from 'react'
import { ConfirmDialog } from '../../forms/ConfirmDialog.js'
import { LeaveGuard } from '../../forms/LeaveGuard.js'
import { SectionNav } from '../../forms/SectionNav.js'
import { BasicsSection } from './BasicsSection.js'
import { CardPreviewPanel } from './CardPreviewPanel.js'
import { DetailsAndTagsSections } from './DetailsAndTagsSections.js'
import { LocalDraftOffer } from './LocalDraftOffer.js'
import { placeMessages as t } from './messages.js'
import { PlaceHeader } from './PlaceHeader.js'
import { PlaceRecordSections } from './PlaceRecordSections.js'
import { PositionSection } from './PositionSection.js'
import { previewItem } from './previewItem.js'
import { type MapSite, type PlaceMap, placeMapSites, publicPlaceLinks } from './publicPlaceLink.js'
import { SaveBar } from './SaveBar.js'
import type { TagOption } from './TagPicker.js'
import { usePlaceDelete } from './usePlaceDelete.js'
import { placeFieldError, usePlaceSave } from './usePlaceSave.js'

export interface PlaceReferenceData {
  categories: readonly Category[]
  tags: readonly Tag[]
  detailKeys: readonly ItemDetailKey[]
  tagOptions: { maps: TagOption[]; features: TagOption[] }
  /** Where a new place starts: the centre of the account's first map. */
  center: { lon: number; lat: number }
  /** The map (short id) a branch's tag puts a place on. */
  branchOfTag: ReadonlyMap<number, number>
  /** Each map's name and host keyword, for the links to the place on its maps. */
  maps: ReadonlyMap<number, PlaceMap>
  defaultBranch: number | undefined
}

export interface PlaceEditorProps {
  /** The stored place; none in create mode. */
  item: DashboardItem | undefined
  reference: PlaceReferenceData
  onCreated: (item: DashboardItem) => void
  onDeleted: () => void
}

/** Ctrl+S (⌘S on a Mac) saves the form instead of saving the page as a file. */
function useSaveShortcut(formRef: React.RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey) return
      event.preventDefault()
      formRef.current?.requestSubmit()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [formRef])
}

/** The place editor's form (docs/product.md §2): create and update modes, delete in update mode. */
export function PlaceEditor({ item, reference, onCreated, onDeleted }: PlaceEditorProps) {
  const form = usePlaceSave({ item, center: reference.center, detailKeys: reference.detailKeys, onCreated })
  const deletion = usePlaceDelete({ item, onDeleted })
  // A failed delete is newer than any save failure: each save and reset clears it.
  const failure = deletion.failure ?? form.failure
  const fieldError = (name: 'title' | 'position' | 'categoryIds') =>
    placeFieldError(name, form.problems, failure)
  /** The map whose basemap the editor's maps draw: the place's first map, else the default. */
  const mapOfPlace =
    form.saved.tagIds.map((id) => reference.branchOfTag.get(id)).find((b) => b !== undefined) ??
    reference.defaultBranch
  const sectionProps = { draft: form.draft, edit: form.edit, leave: form.leave }
  const detailErrors = Object.fromEntries(
    Object.entries(failure?.fields ?? {}).flatMap(([name, message]) =>
      name.startsWith('detail.') ? [[name.slice('detail.'.length), message]] : [],
    ),
  )
  const formRef = useRef<HTMLFormElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  /** A shape's drawing map is open: the save bar must not float over it (see SaveBar). */
  const [drawing, setDrawing] = useState(false)
  // After a refusal the first marked field takes the focus (and is scrolled to), so the
  // person sees what to fix where it is; without one, the message does.
  useEffect(() => {
    if (!form.refusals) return
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    const target = first ?? alertRef.current
    target?.scrollIntoView({ block: 'center' })
    target?.focus({ preventScroll: true })
  }, [form.refusals])
  useSaveShortcut(formRef)
  const [previewOpen, setPreviewOpen] = useState(false)
  const previewMaps = useMemo(
    () => previewMapsOf(form.draft.tagIds, reference),
    [form.draft.tagIds, reference],
  )
  const preview = useMemo(
    () => (previewOpen ? previewItem(form.draft, item, reference, form.city.data) : undefined),
    [previewOpen, form.draft, item, reference, form.city.data],
  )

  return (
    <div className="xl:flex xl:items-start xl:gap-6">
      <form
        ref={formRef}
        className="flex min-w-0 flex-1 flex-col gap-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          deletion.clearFailure()
          void form.submit()
        }}
      >
        <LeaveGuard
          dirty={form.dirty && !form.saving && !deletion.deleting}
          onDiscard={form.discardLocalDraft}
        />
        <PlaceHeader
          item={item}
          links={
            item
              ? publicPlaceLinks(
                  { ...item, tagIds: form.saved.tagIds },
                  reference.branchOfTag,
                  reference.maps,
                  new URL(window.location.href),
                )
              : []
          }
          onDelete={deletion.ask}
          previewOpen={previewOpen}
          onPreview={() => setPreviewOpen((open) => !open)}
        />
        <SectionNav container={formRef} />

        {form.localDraft && (
          <LocalDraftOffer
            savedAt={form.localDraft.savedAt}
            onRestore={form.restoreLocalDraft}
            onDrop={form.dropLocalDraft}
          />
        )}

        {failure && (
          <div
            ref={alertRef}
            tabIndex={-1}
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-2xl border border-error/40 bg-error/5 p-4 text-sm text-error outline-none"
          >
            <p className="mr-auto">{failure.summary}</p>
            {/* Nothing in the form is wrong: the same form can simply be sent again. */}
            {Object.keys(failure.fields).length === 0 && !deletion.failure && (
              <Button variant="secondary" busy={form.saving} onClick={() => void form.submit()}>
                {t.saveAgain}
              </Button>
            )}
          </div>
        )}

        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <BasicsSection
            {...sectionProps}
            categories={reference.categories}
            titleError={fieldError('title')}
            categoriesError={fieldError('categoryIds')}
          />
          <PositionSection
            {...sectionProps}
            item={item}
            city={form.city}
            branchShortId={mapOfPlace}
            error={fieldError('position')}
          />
        </div>

        <DetailsAndTagsSections
          {...sectionProps}
          detailKeys={reference.detailKeys}
          tagOptions={reference.tagOptions}
          selfId={item?.id}
          detailErrors={detailErrors}
          holidayRegion={item?.holidayRegion}
        />

        {item && (
          <PlaceRecordSections
            item={item}
            branchShortId={mapOfPlace}
            onRestored={() => void form.afterRestore()}
            onDrawingChange={setDrawing}
          />
        )}

        <SaveBar
          floating={!drawing}
          create={!item}
          dirty={form.dirty}
          savedNote={form.savedNote}
          saving={form.saving}
          onReset={() => {
            deletion.clearFailure()
            form.reset()
          }}
        />

        <ConfirmDialog
          open={deletion.confirming}
          title={t.deleteTitle}
          confirmLabel={t.deleteConfirm}
          cancelLabel={t.cancel}
          destructive
          busy={deletion.deleting}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        >
          {t.deleteText(item?.title ?? '')}
        </ConfirmDialog>
      </form>
      {preview && (
        <CardPreviewPanel item={preview} maps={previewMaps} onClose={() => setPreviewOpen(false)} />
      )}
    </div>
  )
}

/** The maps to preview the place on: those its tags put it on, else the account's first. */
function previewMapsOf(tagIds: readonly number[], reference: PlaceReferenceData): MapSite[] {
  const own = placeMapSites(tagIds, reference.branchOfTag, reference.maps)
  if (own.length || reference.defaultBranch === undefined) return own
  const fallback = reference.maps.get(reference.defaultBranch)
  return fallback?.keyword
    ? [{ shortId: reference.defaultBranch, title: fallback.title, keyword: fallback.keyword }]
    : []
}
