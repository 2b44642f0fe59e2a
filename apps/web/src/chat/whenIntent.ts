import { atWallClock, wallDate } from '@quo/place-rules'
import {
  DAY_AFTER_TOMORROW,
  DAY_PARTS,
  NOW_WORDS,
  OPEN_WORDS,
  TIME_PREPOSITIONS,
  TODAY,
  TOMORROW,
  WEEKDAYS,
} from './vocabulary/timeWords.js'

/** When a visitor wants a place open: a window on the region's clock, and how they said it. */
export interface WhenIntent {
  /** Open at some moment from `from` to `until` (the same moment for "jetzt", "um 14 Uhr"). */
  from: Date
  until: Date
  /** The day asked for: now, today, tomorrow, the day after, or a weekday (0 = Sunday). */
  day: 'now' | 'today' | 'tomorrow' | 'dayAfter' | number
  /** The hour asked for ("um 10", "ab 18 Uhr" for "Abend"); null for a whole day. */
  hour: number | null
  /** Whether `hour` is a moment ("um 10 Uhr") rather than the start of a part of the day. */
  exact: boolean
}

export interface ParsedWhen {
  when: WhenIntent | null
  /** Positions of the words that said it. */
  used: Set<number>
}

/** "14", "14.30", "14:30" after "um"/"ab"/"gegen" or before "uhr": hours as a number. */
function hourAt(words: readonly string[], i: number): { hours: number; length: number } | null {
  const word = words[i] ?? ''
  if (!/^\d{1,2}$/.test(word)) return null
  const minutes = /^\d{2}$/.test(words[i + 1] ?? '') && words[i + 2] !== undefined ? words[i + 1] : undefined
  const hours = Number(word) + (minutes ? Number(minutes) / 60 : 0)
  const after = i + (minutes ? 2 : 1)
  const named = TIME_PREPOSITIONS.has(words[i - 1] ?? '') || words[after] === 'uhr'
  if (!named || hours > 24) return null
  return { hours, length: after - i + (words[after] === 'uhr' ? 1 : 0) }
}

/**
 * The "when" of a question's words (folded, in order), at the region's clock: "jetzt", "offen",
 * "heute Abend", "am Sonntag", "morgen um 10", "Donnerstagabend", "um 14 Uhr". Null when the
 * question says nothing about time.
 */
export function parseWhen(words: readonly string[], now: Date, timeZone: string): ParsedWhen {
  const used = new Set<number>()
  let day: WhenIntent['day'] | null = null
  let part: readonly [number, number] | null = null
  let hour: number | null = null
  let asksOpen = false
  for (const [i, word] of words.entries()) {
    if (used.has(i)) continue
    if (NOW_WORDS.has(word) || OPEN_WORDS.has(word)) {
      asksOpen = true
      used.add(i)
    } else if (word === TODAY) {
      day = 'today'
      used.add(i)
    } else if (word === TOMORROW) {
      // "heute Morgen" is this morning; "morgen" alone is tomorrow.
      if (day === 'today') part = DAY_PARTS.morgens ?? null
      else day = 'tomorrow'
      used.add(i)
    } else if (word === DAY_AFTER_TOMORROW) {
      day = 'dayAfter'
      used.add(i)
    } else if (DAY_PARTS[word]) {
      part = DAY_PARTS[word] ?? null
      used.add(i)
    } else {
      const weekday = Object.keys(WEEKDAYS).find((name) => word.startsWith(name))
      if (weekday !== undefined) {
        day = WEEKDAYS[weekday] ?? null
        part = DAY_PARTS[word.slice(weekday.length)] ?? part
        used.add(i)
        continue
      }
      const time = hourAt(words, i)
      if (time) {
        hour = time.hours
        for (let k = 0; k < time.length; k++) used.add(i + k)
        if (TIME_PREPOSITIONS.has(words[i - 1] ?? '')) used.add(i - 1)
      }
    }
  }
  if (day === null && part === null && hour === null && !asksOpen) return { when: null, used }
  const wall = wallDate(now, timeZone)
  const asked: WhenIntent['day'] = day ?? (part === null && hour === null ? 'now' : 'today')
  const days =
    asked === 'now' || asked === 'today'
      ? 0
      : asked === 'tomorrow'
        ? 1
        : asked === 'dayAfter'
          ? 2
          : (asked - wall.weekday + 7) % 7
  if (asked === 'now') return { when: { from: now, until: now, day: 'now', hour: null, exact: true }, used }
  const at = (hours: number) => atWallClock(wall, days, hours, timeZone)
  const later = (d: Date) => (d < now ? now : d)
  let when: WhenIntent
  if (hour !== null) {
    when = { from: at(hour), until: at(hour), day: asked, hour, exact: true }
  } else if (part !== null) {
    const [start, end] = part
    when = { from: later(at(start)), until: at(end), day: asked, hour: start, exact: false }
  } else {
    when = { from: later(at(6)), until: at(24), day: asked, hour: null, exact: false }
  }
  return { when, used }
}
