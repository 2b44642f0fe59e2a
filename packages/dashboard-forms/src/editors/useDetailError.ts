import type { DetailKeyType } from '@quo/contract'
import { detailValueError } from '@quo/place-rules'
import { useEffect, useState } from 'react'

/**
 * The live check of a field: what `detailValueError` (the API's own check) says about the
 * value as it is typed. An empty value has no message (docs/product.md §5: it clears the message).
 */
export function useDetailError(
  keyType: DetailKeyType,
  value: string,
  /** What the server said about this value, shown while the live check finds nothing. */
  found?: string,
): string | undefined {
  const [checked, setChecked] = useState<{ value: string; error: string | undefined }>()
  useEffect(() => {
    if (!value.trim()) return
    let current = true
    void detailValueError(keyType, value).then((error) => {
      if (current) setChecked({ value, error })
    })
    return () => {
      current = false
    }
  }, [keyType, value])
  // Until the check of the new value answers, the last answer stays (no flicker while typing).
  return (value.trim() ? checked?.error : undefined) ?? found
}
