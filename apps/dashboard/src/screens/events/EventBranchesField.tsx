import { mayActOn } from '@quo/branch-config'
import type { Branch, StaffBranches } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { branchesByName, branchesQuery, branchShortName } from '../../referenceData.js'
import { useStaffBranches } from '../../staffAccess.js'
import { type EventFormValues, toggleBranch } from './eventForm.js'
import { eventMessages } from './messages.js'

const t = eventMessages.editor

/**
 * The maps to offer: the account's maps that show events, and any the event is on already
 * (another map's shown but fixed: the API refuses changing its link).
 */
function offeredBranches(
  branches: readonly Branch[],
  chosen: readonly number[],
  staff: StaffBranches,
): { branch: Branch; fixed: boolean }[] {
  const on = new Set(chosen)
  return branches.flatMap((branch) => {
    const mine = mayActOn(staff, branch.shortId)
    return (mine && branch.hasEvents) || on.has(branch.id) ? [{ branch, fixed: !mine }] : []
  })
}

/** The maps the event is shown on, as checkboxes; the field's error is said beneath them. */
export function EventBranchesField({
  id,
  saved,
  values,
  error,
  onChange,
}: {
  /** Names the error line, so the group is described by it. */
  id: string
  saved: EventFormValues
  values: EventFormValues
  error: string | undefined
  onChange: (next: EventFormValues) => void
}) {
  const branches = useQuery({ ...branchesQuery, select: branchesByName })
  const staff = useStaffBranches()
  const offered = offeredBranches(branches.data ?? [], [...saved.branchIds, ...values.branchIds], staff)
  return (
    <fieldset
      data-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
      aria-describedby={error ? id : undefined}
    >
      <legend className="text-sm font-medium text-ink">{t.branches}</legend>
      <p className="text-xs text-muted">{t.branchesHint}</p>
      {branches.isError ? (
        <p className="text-sm text-error">{t.branchesLoadFailed}</p>
      ) : (
        <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {offered.map(({ branch, fixed }) => (
            <li key={branch.id}>
              <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  disabled={fixed}
                  checked={values.branchIds.includes(branch.id)}
                  onChange={(e) => onChange(toggleBranch(values, branch.id, e.target.checked))}
                />
                {branchShortName(branch)}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={id} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
