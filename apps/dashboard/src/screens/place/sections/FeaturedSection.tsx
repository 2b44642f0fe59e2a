import type { DashboardItem, ItemFeatured } from '@quo/contract'
import { Button, Field } from '@quo/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { formatZurichDay } from '../../../format.js'
import { SELECT_CLASS } from '../../../forms/controlStyles.js'
import { RemoveButton } from '../../../forms/RemoveButton.js'
import { SectionCard, SectionError, SubHeading } from '../../../forms/SectionCard.js'
import { saveFailure } from '../../../forms/saveError.js'
import { branchesQuery, branchShortName, byBranchName } from '../../../referenceData.js'
import { api } from '../../../session.js'
import { ownBranches, useStaffBranches } from '../../../staffAccess.js'
import { sectionMessages } from './messages.js'
import { addToPlace } from './placeCache.js'
import { useRemoveFromPlace } from './useRemoveFromPlace.js'

const t = sectionMessages.featured
/** The select's value for "every map" (branchId null). */
const ALL = 'all'

/** The maps (branches) on which the place is featured; each add and removal is saved at once. */
export function FeaturedSection({ item }: { item: DashboardItem }) {
  const queryClient = useQueryClient()
  const branchFieldId = useId()
  const branches = useQuery(branchesQuery)
  const staff = useStaffBranches()
  const [choice, setChoice] = useState(ALL)
  const [error, setError] = useState<string | null>(null)

  const branchName = (branchId: number | null) => {
    if (branchId === null) return t.allMaps
    return branches.data?.branches.find((b) => b.id === branchId)?.title ?? t.unknownBranch(branchId)
  }
  const featuredOn = new Set(item.featured.map((f) => f.branchId))

  const create = useMutation({
    mutationFn: (branchId: number | null) => api.createFeatured({ itemId: item.id, branchId }),
    onSuccess: (created, branchId) => {
      // The answer names the branch by short id; the place lists it by id, which was sent.
      const row: ItemFeatured = { featuredId: created.id, dateFeatured: created.dateFeatured, branchId }
      addToPlace(queryClient, item.id, 'featured', row, (a, b) => a.featuredId === b.featuredId)
    },
    onError: (failed) => setError(saveFailure(failed).summary),
  })

  const remove = useRemoveFromPlace({
    itemId: item.id,
    list: 'featured',
    matches: (row, featured: ItemFeatured) => row.featuredId === featured.featuredId,
    send: (featured) => api.deleteFeatured(featured.featuredId),
    setError,
  })

  // The account's maps; "every map" is an all-branch administrator's alone (a global record).
  const own = ownBranches(branches.data?.branches ?? [], staff)
  const mayChange = (branchId: number | null) =>
    branchId === null ? staff === 'all' : own.some((b) => b.id === branchId)
  const options = [
    ...(staff === 'all' ? [{ value: ALL, branchId: null, name: t.allMaps }] : []),
    ...[...own]
      .sort(byBranchName)
      .map((b) => ({ value: String(b.id), branchId: b.id, name: branchShortName(b) })),
  ]
  const free = options.filter((o) => !featuredOn.has(o.branchId))
  // Once the chosen map is featured, the choice moves on to one that is not yet.
  const chosen = free.find((o) => o.value === choice) ?? free[0]

  function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    if (!chosen) return
    create.mutate(chosen.branchId)
  }

  const featured = [...item.featured].sort((a, b) => b.dateFeatured.localeCompare(a.dateFeatured))

  return (
    <SectionCard heading={t.heading} intro={t.intro}>
      <SectionError message={error} />
      {featured.length === 0 ? (
        <p className="text-sm text-muted">{t.empty}</p>
      ) : (
        <ul aria-label={t.listLabel} className="flex flex-col divide-y divide-line">
          {featured.map((f) => {
            const name = branchName(f.branchId)
            return (
              <li key={f.featuredId} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-ink">{name}</p>
                  <p className="text-xs text-muted">{t.since(formatZurichDay(f.dateFeatured))}</p>
                </div>
                {mayChange(f.branchId) && (
                  <RemoveButton label={t.removeLabel(name)} onClick={() => remove(f)} />
                )}
              </li>
            )
          })}
        </ul>
      )}

      <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t border-line pt-4">
        <SubHeading>{t.add}</SubHeading>
        {branches.isPending && <p className="text-xs text-muted">{t.branchesLoading}</p>}
        {branches.isError && <p className="text-xs text-muted">{t.branchesFailed}</p>}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <Field id={branchFieldId} label={t.branch}>
              <select
                id={branchFieldId}
                className={SELECT_CLASS}
                value={chosen?.value ?? ''}
                onChange={(event) => setChoice(event.target.value)}
              >
                {options.map((o) => (
                  <option key={o.value} value={o.value} disabled={featuredOn.has(o.branchId)}>
                    {featuredOn.has(o.branchId) ? t.alreadyFeatured(o.name) : o.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Button type="submit" busy={create.isPending} disabled={!chosen}>
            {create.isPending ? sectionMessages.common.adding : t.add}
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}
