import type { BasemapItem, Category, City, Tag } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { answerQuestion, understandQuestion } from '../answerQuestion.js'
import { understoodText } from '../answerText.js'
import { buildChatIndex } from '../chatIndex.js'
import { buildVocabulary } from '../chatVocabulary.js'
import { rankAnswers } from '../rankAnswers.js'

const category = (id: number, main: string, sub: string, mainDe: string, subDe: string): Category =>
  ({
    id,
    mainCategory: main,
    subCategory: sub,
    translations: [{ language: 'de', mainCategoryName: mainDe, subCategoryName: subDe }],
  }) as Category
const tag = (id: number, key: string, value: string, de: string, group = 1): Tag =>
  ({ id, tagKey: key, tagValue: value, tagGroup: group, translations: [{ tagValueTranslate: de }] }) as Tag

const categories = [
  category(1, 'Eating', 'Restaurant', 'Essen', 'Restaurant'),
  category(2, 'Eating', 'Bakery', 'Essen', 'Bäckerei'),
  category(3, 'Service', 'Pharmacy', 'Dienstleistungen', 'Apotheke'),
  category(4, 'Service', 'Doctor', 'Dienstleistungen', 'Arztpraxis'),
  category(5, 'Sights', 'Museum', 'Sehenswürdigkeiten', 'Museum'),
  category(6, 'Education & Science', 'School', 'Bildung & Wissenschaft', 'Schule'),
  category(7, 'Activities', 'Playground', 'Aktivitäten', 'Spielplatz'),
  category(8, 'Sights', 'Ruin', 'Sehenswürdigkeiten', 'Burgruine'),
]
const tags = [
  tag(1, 'cuisine', 'thai', 'Thailändisch'),
  tag(2, 'wheelchair', 'yes', 'Ja'),
  tag(3, 'topChoice', 'family', 'Familientipp'),
  tag(4, 'vaduz', 'spielplätze', 'Spielplätze', 100_001),
]
const cities: City[] = [
  { id: 1, countryId: 1, stateId: 1, title: 'Vaduz', postcode: '9490', lon: 9.5215, lat: 47.1394 },
  { id: 2, countryId: 1, stateId: 1, title: 'Schaan', postcode: '9494', lon: 9.5087, lat: 47.165 },
  { id: 3, countryId: 2, stateId: 2, title: 'Bad Ragaz', postcode: '7310', lon: 9.5025, lat: 47.0031 },
]

let next = 0
const place = (title: string, categoryId: number | null, at: [number, number], tagIds: number[] = []) =>
  ({
    nanoId: `n${next++}`,
    title,
    lon: at[0],
    lat: at[1],
    type: 'place',
    categoryId,
    level: null,
    flags: 0,
    tagIds,
  }) as BasemapItem

const VADUZ: [number, number] = [9.5215, 47.1394]
const SCHAAN: [number, number] = [9.5087, 47.165]
const items = [
  place('Liechtensteinisches Landesspital', 4, [9.52, 47.142]),
  place('Landhaus am Giessen', 1, [9.515, 47.135]),
  place('Ratskeller', 1, [9.522, 47.14]),
  place('Thai', 1, [9.523, 47.141], [1]),
  place('Bäckerei Gassner', 2, [9.5096, 47.1563]),
  place('Schloss Apotheke', 3, [9.5216, 47.1395]),
  place('Landesapotheke', null, [9.53, 47.15]),
  place('Apotheke am Postplatz', 3, SCHAAN),
  place('Kunstmuseum Liechtenstein', 5, [9.5222, 47.1395], [2]),
  place('Postmuseum', 5, [9.521, 47.139], [3]),
  place('Kindergarten Rheinau', 6, [9.52, 47.138]),
  place('Spielplatz Au', 7, [9.518, 47.131], [4]),
  place('Spielplatz Au', 7, [9.5181, 47.1311], [4]),
  place('Wildschloss', 8, [9.54, 47.15]),
]
const vocabulary = buildVocabulary(categories, tags)
const index = buildChatIndex(items, cities)
// Wednesday 15 July 2026, 10:30 in Vaduz (summer time).
const now = new Date('2026-07-15T08:30:00Z')
const context = {
  vocabulary,
  cities,
  now,
  timeZone: 'Europe/Vaduz',
  reference: { lon: VADUZ[0], lat: VADUZ[1] },
}
const titles = (question: string) =>
  rankAnswers(answerQuestion(index, question, context).candidates).items.map((i) => i.title)
const understood = (question: string) => understandQuestion(question, context)
const local = (d: Date) =>
  d.toLocaleString('de-CH', {
    timeZone: 'Europe/Vaduz',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  })

describe('matching whole stems', () => {
  it('"essen" answers eateries, never "Giessen" or "Landesspital"', () => {
    const answer = titles('Wo kann ich essen?')
    expect(answer).toContain('Ratskeller')
    expect(answer).not.toContain('Liechtensteinisches Landesspital')
    expect(answer.every((t) => t !== 'Kunstmuseum Liechtenstein')).toBe(true)
  })

  it('finds plurals and the head of a compound title, not any substring', () => {
    expect(titles('Apotheken')).toEqual(
      expect.arrayContaining(['Schloss Apotheke', 'Apotheke am Postplatz', 'Landesapotheke']),
    )
    expect(titles('Spital')).toEqual(['Liechtensteinisches Landesspital'])
  })

  it('"Museum mit Kindern" answers museums, the family tip first, and no kindergarten', () => {
    expect(titles('Museum mit Kindern')).toEqual(['Postmuseum', 'Kunstmuseum Liechtenstein'])
    expect(understoodText(understood('Museum mit Kindern'), false)).toBe('Museen, für Kinder geeignet')
  })

  it('reads categories and tags of the data by their German names', () => {
    expect(titles('Burgruine')).toEqual(['Wildschloss'])
    expect(titles('Thailändisch essen')[0]).toBe('Thai')
    expect(titles('rollstuhlgerechtes Museum')[0]).toBe('Kunstmuseum Liechtenstein')
  })

  it('lists one place once, even when the data has it twice at the same spot', () => {
    expect(titles('Spielplätze')).toEqual(['Spielplatz Au'])
  })

  it('answers nothing to small talk', () => {
    expect(answerQuestion(index, 'Hallo, wie gehts?', context).candidates).toEqual([])
  })
})

describe('where', () => {
  it('keeps to the named municipality, by the nearest centre', () => {
    expect(titles('Apotheke in Schaan')).toEqual(['Apotheke am Postplatz'])
    expect(understood('Apotheke in Schaan').where).toMatchObject({ kind: 'city', city: { title: 'Schaan' } })
    expect(understood('Restaurants in Bad Ragaz').where).toMatchObject({ city: { title: 'Bad Ragaz' } })
  })

  it('"in der Nähe" ranks by distance and says from where', () => {
    const u = understood('Apotheke in der Nähe')
    expect(u.where).toEqual({ kind: 'near' })
    expect(understoodText(u, true)).toBe('Apotheken in Ihrer Nähe')
    expect(understoodText(u, false)).toBe('Apotheken nahe der Kartenmitte')
    const near = answerQuestion(index, 'Apotheke in der Nähe', context).candidates
    expect(rankAnswers(near, { near: true }).items[0]?.title).toBe('Schloss Apotheke')
  })
})

describe('when', () => {
  it('"jetzt" and "offen" are now', () => {
    const when = understood('Welche Apotheke hat offen?').when
    expect(when?.day).toBe('now')
    expect(when?.from).toEqual(now)
    expect(understoodText(understood('Welche Apotheke hat offen?'), false)).toBe('Apotheken, jetzt geöffnet')
  })

  it('"heute Abend" is from 18 to 22 today', () => {
    const when = understood('Wo kann ich heute Abend essen?').when
    expect(when && [local(when.from), local(when.until)]).toEqual(['Mi., 18:00', 'Mi., 22:00'])
    expect(understoodText(understood('Restaurants in Vaduz heute Abend'), false)).toBe(
      'Restaurants in Vaduz, heute ab 18 Uhr geöffnet',
    )
  })

  it('"am Sonntag", "morgen um 10", "Donnerstagabend", "um 14.30 Uhr"', () => {
    const sunday = understood('Museum am Sonntag').when
    expect(sunday && [local(sunday.from), local(sunday.until)]).toEqual(['So., 06:00', 'Mo., 00:00'])
    const tomorrow = understood('Bäckerei morgen um 10').when
    expect(tomorrow && local(tomorrow.from)).toBe('Do., 10:00')
    expect(understoodText(understood('Bäckerei morgen um 10'), false)).toBe(
      'Bäckereien, morgen um 10 Uhr geöffnet',
    )
    const thursday = understood('Welches Museum ist am Donnerstagabend offen?').when
    expect(thursday && local(thursday.from)).toBe('Do., 18:00')
    const at = understood('Apotheke um 14.30 Uhr').when
    expect(at && local(at.from)).toBe('Mi., 14:30')
    expect(understood('Apotheke um 14.30 Uhr').names).toEqual([])
  })

  it('a question without time has no when', () => {
    expect(understood('Schloss Apotheke').when).toBeNull()
  })
})

describe('ranking with opening hours', () => {
  it('open places first, those without hours after, closed ones never', () => {
    const candidates = answerQuestion(index, 'Museum heute', context).candidates
    const [kunst, post] = ['Kunstmuseum Liechtenstein', 'Postmuseum'].map(
      (t) => items.find((i) => i.title === t)?.nanoId ?? '',
    )
    const ranked = rankAnswers(candidates, { openStates: new Map([[kunst ?? '', 'open']]) })
    expect(ranked.items.map((i) => i.title)).toEqual(['Kunstmuseum Liechtenstein', 'Postmuseum'])
    expect(ranked.withoutHours).toBe(1)
    const closed = rankAnswers(candidates, {
      openStates: new Map([
        [kunst ?? '', 'closed'],
        [post ?? '', null],
      ]),
    })
    expect(closed.items.map((i) => i.title)).toEqual(['Postmuseum'])
  })
})
