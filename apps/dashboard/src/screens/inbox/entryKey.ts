import type { InboxSource } from '@quo/contract'
import { INBOX_KEY } from './InboxScreen.js'

/** One inbox entry in the query cache, under the inbox's key so a decision refreshes the list too. */
export const entryKey = (source: InboxSource, id: number) => [...INBOX_KEY, 'entry', source, id] as const
