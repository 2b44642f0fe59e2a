import { Field, TextInput } from '@quo/ui'
import { useEffect, useState } from 'react'
import { mediaMessages as t } from './messages.js'

/** The search box of the library and the picker; reports the words once typing pauses. */
export function MediaSearchField({ onSettled }: { onSettled: (q: string) => void }) {
  const [typed, setTyped] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => onSettled(typed.trim()), 300)
    return () => clearTimeout(timer)
  }, [typed, onSettled])
  return (
    <Field label={t.search}>
      <TextInput
        type="search"
        value={typed}
        placeholder={t.searchPlaceholder}
        onChange={(e) => setTyped(e.target.value)}
      />
    </Field>
  )
}
