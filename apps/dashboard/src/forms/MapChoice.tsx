import type { Branch } from '@quo/contract'
import { useId } from 'react'
import { messages } from '../messages.js'
import { branchShortName } from '../referenceData.js'
import { SELECT_CLASS } from './controlStyles.js'

/** Which of the account's maps a file or a subscription is for; nothing to choose (and nothing shown) with one map. */
export function MapChoice({
  branches,
  value,
  onChange,
}: {
  branches: readonly Branch[]
  value: number
  onChange: (shortId: number) => void
}) {
  const id = useId()
  if (branches.length < 2) return null
  return (
    <label className="flex flex-col gap-1.5 font-medium" htmlFor={id}>
      {messages.places.export.map}
      <select
        id={id}
        className={SELECT_CLASS}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {branches.map((b) => (
          <option key={b.shortId} value={b.shortId}>
            {branchShortName(b)}
          </option>
        ))}
      </select>
    </label>
  )
}
