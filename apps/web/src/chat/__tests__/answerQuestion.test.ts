import type { BasemapItem } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { foldGerman, type SearchIndexEntry } from '../../search/searchItems.js'
import { answerQuestion } from '../answerQuestion.js'

const entry = (title: string, extra: string): SearchIndexEntry => ({
  item: { title } as BasemapItem,
  title: foldGerman(title),
  text: foldGerman(`${title} ${extra}`),
})

const index = [
  entry('Apotheke am Rathaus', 'Service Apotheke'),
  entry('Rhein-Apotheke', 'Service Apotheke notfalldienst'),
  entry('Spielplatz Au', 'Freizeit Spielplatz'),
  entry('Pizzeria Quelle', 'Essen Pizza vegan'),
  entry('Restaurant Post', 'Essen Restaurant vegan Terrasse'),
]

describe('answerQuestion', () => {
  it('drops question words and finds plurals by their stem', () => {
    const answer = answerQuestion(index, 'Wo gibt es hier Apotheken?')
    expect(answer.words).toEqual(['apotheken'])
    expect(answer.items.map((i) => i.title)).toEqual(['Apotheke am Rathaus', 'Rhein-Apotheke'])
    expect(answer.partial).toBe(false)
  })

  it('folds umlauts and needs every word when some place has them all', () => {
    expect(answerQuestion(index, 'Spielplätze').items.map((i) => i.title)).toEqual(['Spielplatz Au'])
    expect(answerQuestion(index, 'vegan mit Terrasse').items.map((i) => i.title)).toEqual(['Restaurant Post'])
  })

  it('falls back to the places matching most words and says the answer is partial', () => {
    const answer = answerQuestion(index, 'vegane Pizza mit Seeblick')
    expect(answer.items.map((i) => i.title)).toEqual(['Pizzeria Quelle'])
    expect(answer.partial).toBe(true)
  })

  it('answers nothing to small talk', () => {
    expect(answerQuestion(index, 'Hallo, wie gehts?').items).toEqual([])
    expect(answerQuestion(index, 'Was gibt es?').words).toEqual([])
  })
})
