import type { OpeningState } from '@quo/contract'
import { messages } from '../messages.js'
import { openStateOf } from '../search/searchClient.js'
import type { ChatMessage } from '../state/atoms.js'
import type { Answer } from './answerQuestion.js'
import { understoodText } from './answerText.js'
import { rankAnswers } from './rankAnswers.js'

/** Places whose opening hours are read for a time question: the best few dozen, in parallel. */
const HOURS_CHECKED = 40

/**
 * The chat's reply to an answer: what it understood, and the places. For a time question the
 * best candidates' hours are evaluated in the search worker (never on the page's main thread)
 * at the asked window; closed places are left out, those without hours come after open ones.
 */
export async function replyTo(answer: Answer, nearVisitor: boolean): Promise<ChatMessage> {
  const { understanding, candidates, partial } = answer
  const terms = understanding.what.length + understanding.names.length + understanding.forWhom.length
  if (!terms) return { from: 'quo', text: messages.chat.askForWords }
  const understood = understoodText(understanding, nearVisitor)
  const near = understanding.where?.kind === 'near'
  const when = understanding.when
  let ranked = rankAnswers(candidates, { near })
  if (when && candidates.length) {
    const checked = rankAnswers(candidates, { near, limit: HOURS_CHECKED }).listed
    const window = { from: when.from.getTime(), until: when.until.getTime() }
    const states = await Promise.all(checked.map((c) => openStateOf(c.entry.item.nanoId, window)))
    const openStates = new Map<string, OpeningState | null>(
      checked.map((c, i) => [c.entry.item.nanoId, states[i] ?? null]),
    )
    ranked = rankAnswers(checked, { near, openStates })
    if (!ranked.items.length) return { from: 'quo', text: messages.chat.nothingOpen(understood) }
  }
  if (!ranked.items.length) return { from: 'quo', text: messages.chat.nothingFound(understood) }
  return {
    from: 'quo',
    text: messages.chat.found(understood, ranked.items.length, partial),
    nanoIds: ranked.items.map((i) => i.nanoId),
    ...(ranked.withoutHours
      ? { note: messages.chat.withoutHours(ranked.withoutHours, ranked.withoutHours === ranked.items.length) }
      : {}),
  }
}
