import type { ReactNode } from 'react'

/** A 24-unit line icon in the text colour; decorative, the text beside it says what it is. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

export const PinIcon = () => (
  <LineIcon>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </LineIcon>
)

export const RouteIcon = () => (
  <LineIcon>
    <path d="M3 11l18-8-8 18-2-8-8-2z" />
  </LineIcon>
)

export const ShareIcon = () => (
  <LineIcon>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </LineIcon>
)

export const CalendarIcon = () => (
  <LineIcon>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </LineIcon>
)
