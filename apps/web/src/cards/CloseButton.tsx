import { messages } from '../messages.js'

/** The × in a card's header that closes it. */
export function CloseButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={messages.close}
      className="rounded-full p-1.5 text-xl leading-none hover:bg-paper"
    >
      ×
    </button>
  )
}
