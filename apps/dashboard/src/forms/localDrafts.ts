import { useContext, useEffect, useRef, useState } from 'react'
import { AuthContext } from 'react-oidc-context'

/**
 * Drafts of open forms kept in the browser (docs/apps.md, "Nothing typed is lost"): a crash, a
 * reload, a closed tab or a server that went away does not take what staff typed with it. They
 * live in localStorage — a form's draft is a few kilobytes, read once when the form opens and
 * written a moment after typing stops; IndexedDB's asynchronous reads would make the first
 * render wait for nothing. Each account has its own drafts (an office computer is shared), and
 * signing out removes them.
 */
const PREFIX = 'quo.dashboard.draft.'
/** Written this long after the last change, so typing does not write on every key. */
const WRITE_DELAY_MS = 300

/** What is kept of a form: its values and when they were typed. */
export interface LocalDraft<T> {
  draft: T
  /** ISO time of the last change. */
  savedAt: string
}

const storageKey = (account: string, form: string) => `${PREFIX}${account}.${form}`

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    // Storage can be switched off; the form still works, without drafts.
    return undefined
  }
}

function readDraft<T>(key: string): LocalDraft<T> | null {
  const raw = storage()?.getItem(key)
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as LocalDraft<T>
    return parsed && typeof parsed.savedAt === 'string' && 'draft' in parsed ? parsed : null
  } catch {
    return null
  }
}

function writeDraft<T>(key: string, draft: T) {
  try {
    storage()?.setItem(key, JSON.stringify({ draft, savedAt: new Date().toISOString() }))
  } catch {
    // A full storage loses the local copy only; the form keeps its values.
  }
}

/** Removes every draft of this browser's dashboard (at sign-out). */
export function clearLocalDrafts() {
  const store = storage()
  if (!store) return
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i))
  for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key)
}

/**
 * Keeps a form's draft in the browser while it differs from what is stored, and offers the one
 * an earlier visit left behind. Until the person restores or discards that offer, nothing is
 * written, so opening the form again does not overwrite the draft it offers.
 *
 * @param form Names the form: `place.42`, `place.new`, `event.7`.
 * @param isEdited Whether `draft` differs from the stored record (a clean form keeps no draft).
 * @param differs Whether a kept draft differs from what the form now shows (one that equals it
 *   is no offer and is dropped).
 */
export function useLocalDraft<T>(
  form: string,
  draft: T,
  isEdited: boolean,
  differs: (kept: T) => boolean,
): {
  offer: LocalDraft<T> | null
  /** Ends the offer (the caller puts the draft into its form when restoring). */
  settle: () => void
  /** Ends the offer and forgets the kept draft; what is typed from now on is kept again. */
  drop: () => void
  /** Drops the kept draft for good: the person chose to discard the changes. */
  discard: () => void
} {
  const account = useContext(AuthContext)?.user?.profile.sub ?? 'anonymous'
  const key = storageKey(account, form)
  const [offer, setOffer] = useState<LocalDraft<T> | null>(() => {
    const kept = readDraft<T>(key)
    return kept && differs(kept.draft) ? kept : null
  })
  const pending = offer !== null
  const discarded = useRef(false)

  useEffect(() => {
    if (pending || discarded.current) return
    if (!isEdited) {
      storage()?.removeItem(key)
      return
    }
    const timer = setTimeout(() => writeDraft(key, draft), WRITE_DELAY_MS)
    // A tab closed within the delay still keeps the last keystrokes.
    const flush = () => writeDraft(key, draft)
    window.addEventListener('pagehide', flush)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('pagehide', flush)
    }
  }, [key, draft, isEdited, pending])

  return {
    offer,
    settle: () => setOffer(null),
    drop: () => {
      storage()?.removeItem(key)
      setOffer(null)
    },
    discard: () => {
      discarded.current = true
      storage()?.removeItem(key)
    },
  }
}
