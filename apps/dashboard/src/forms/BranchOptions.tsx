import { useQuery } from '@tanstack/react-query'
import { branchesByTitle, branchesQuery, branchShortName } from '../referenceData.js'

/**
 * The options of a select of maps by short id: `emptyLabel` first (value ""), then the maps by
 * name as staff know them.
 */
export function BranchOptions({ emptyLabel }: { emptyLabel: string }) {
  const branches = useQuery({ ...branchesQuery, select: branchesByTitle }).data ?? []
  return (
    <>
      <option value="">{emptyLabel}</option>
      {branches.map((b) => (
        <option key={b.shortId} value={b.shortId}>
          {branchShortName(b)}
        </option>
      ))}
    </>
  )
}
