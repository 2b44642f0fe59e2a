import { useNavigate } from '@tanstack/react-router'
import type { KeyboardEvent } from 'react'
import { chatOpenAtom } from '../state/atoms.js'
import { useAtom } from '../state/store.js'

/** Where a visitor types: Escape there belongs to the field, and a half-typed form is kept. */
const TYPING = 'input, textarea, select, [contenteditable="true"]'

/**
 * Escape inside the open card closes it, as its × does: the chat card goes, any other card
 * returns to the map. Not while the visitor types in one of its fields.
 * @example <section onKeyDown={useCloseCardOnEscape()}>…</section>
 */
export function useCloseCardOnEscape(): (e: KeyboardEvent<HTMLElement>) => void {
  const navigate = useNavigate()
  const [chatOpen, setChatOpen] = useAtom(chatOpenAtom)
  return (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return
    if (e.target instanceof Element && e.target.closest(TYPING)) return
    e.preventDefault()
    if (chatOpen) setChatOpen(false)
    else void navigate({ to: '/map' })
  }
}
