import { useQuery } from '@tanstack/react-query'
import { branchesByName, branchesQuery, branchShortName } from '../referenceData.js'
import { ownBranches, useStaffBranches } from '../staffAccess.js'

/**
 * The options of a select of maps by short id: `emptyLabel` first (value ""), when given, then
 * the maps the account may act on, by name as staff know them.
 */
export function BranchOptions({ emptyLabel }: { emptyLabel?: string | undefined }) {
  const branches = useQuery({ ...branchesQuery, select: branchesByName }).data ?? []
  const own = ownBranches(branches, useStaffBranches())
  return (
    <>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {own.map((b) => (
        <option key={b.shortId} value={b.shortId}>
          {branchShortName(b)}
        </option>
      ))}
    </>
  )
}
