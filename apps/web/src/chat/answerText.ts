import { messages } from '../messages.js'
import type { Understanding } from './answerQuestion.js'
import type { Concept } from './chatVocabulary.js'
import type { WhenIntent } from './whenIntent.js'

const m = messages.chat

const conceptLabel = (c: Concept) => m.concepts[c.id] ?? m.named(c.name ?? c.id)

function whenLabel(when: WhenIntent): string {
  if (when.day === 'now') return m.now
  const day = typeof when.day === 'number' ? m.onWeekday(m.weekdays[when.day] ?? '') : m.days[when.day]
  return when.hour === null ? day : `${day} ${m.atHour(when.hour, when.exact)}`
}

/**
 * What the chat understood, in German, as the answer's heading: "Apotheken, jetzt geöffnet",
 * "Restaurants in Vaduz, heute ab 18 Uhr geöffnet", "Museen, für Kinder geeignet".
 * `nearVisitor`: whether distances are measured from the visitor (else the map's centre).
 */
export function understoodText(understanding: Understanding, nearVisitor: boolean): string {
  const { what, names, forWhom, when, where } = understanding
  return m.understood({
    what: [...what.map(conceptLabel), ...(names.length ? [m.named(names.join(' '))] : [])],
    where:
      where?.kind === 'city'
        ? m.inCity(where.city.title)
        : where?.kind === 'near'
          ? nearVisitor
            ? m.nearVisitor
            : m.nearMapCentre
          : null,
    when: when ? whenLabel(when) : null,
    forWhom: forWhom.map(conceptLabel),
  })
}
