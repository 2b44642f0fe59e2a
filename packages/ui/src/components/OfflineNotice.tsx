import { MESSAGES } from '../messages.js'

export interface OfflineNoticeProps {
  /** Current connection state, e.g. from `navigator.onLine` and the online/offline events. */
  online: boolean
  /**
   * In the flow of a toolbar instead of over the page's top: where controls sit at the top of
   * the screen (the map), a banner there would cover them.
   */
  inline?: boolean
}

/**
 * Banner "Keine Internetverbindung" while the device is offline. The live region is always
 * rendered, because screen readers announce only changes inside a region that already exists.
 *
 * @example
 * <OfflineNotice online={online} />
 */
export function OfflineNotice({ online, inline = false }: OfflineNoticeProps) {
  return (
    <div
      role="status"
      className={
        inline
          ? 'pointer-events-none flex'
          : 'pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-3'
      }
    >
      {!online && (
        <p className="pointer-events-auto m-0 rounded-full bg-ink px-4 py-2 text-sm font-medium text-white shadow-lg">
          {MESSAGES.offline}
        </p>
      )}
    </div>
  )
}
