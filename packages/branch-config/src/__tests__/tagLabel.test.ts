import { describe, expect, it } from 'vitest'
import { tagFilterLabel, tagSubtitleLabel, tagWords } from '../tagLabel.js'

const words = (tagKey: string, tagValue: string, key?: string, value?: string) => ({
  tagKey,
  tagValue,
  tagKeyTranslate: key,
  tagValueTranslate: value,
})

describe('tag labels', () => {
  it('reads a yes flag as its key, never as a bare yes', () => {
    const wheelchair = words('wheelchair', 'yes', 'Rollstuhlgerecht', 'Ja')
    expect(tagSubtitleLabel(wheelchair)).toBe('Rollstuhlgerecht')
    expect(tagFilterLabel(wheelchair)).toBe('Rollstuhlgerecht')
  })

  it('names the key of a no flag and of a flag whose translation words the value', () => {
    expect(tagSubtitleLabel(words('wheelchair', 'no', 'Rollstuhlgerecht', 'Nein'))).toBe(
      'Rollstuhlgerecht: Nein',
    )
    expect(tagSubtitleLabel(words('wheelchair', 'no', 'Rollstuhlgerecht'))).toBe('Rollstuhlgerecht: Nein')
    expect(tagSubtitleLabel(words('dogs', 'yes', 'Hunde', 'Willkommen'))).toBe('Hunde: Willkommen')
    expect(tagFilterLabel(words('parkingFee', 'no', 'Parkgebühr', 'Gratis'))).toBe('Parkgebühr: Gratis')
  })

  it('shows a value tag by its German value under a title and with its key on a chip', () => {
    const cuisine = words('cuisine', 'swiss', 'Küche', 'Schweizerisch')
    expect(tagSubtitleLabel(cuisine)).toBe('Schweizerisch')
    expect(tagFilterLabel(cuisine)).toBe('Küche: Schweizerisch')
    expect(tagSubtitleLabel(words('liechtenstein', 'funken', 'Liechtenstein', 'Funken'))).toBe('Funken')
    expect(tagFilterLabel(words('wheelchair', 'limited', 'Rollstuhlgerecht', 'Teilweise'))).toBe(
      'Rollstuhlgerecht: Teilweise',
    )
  })

  it('leaves out a flag it has no German key for, and keeps untranslated values', () => {
    for (const bare of ['yes', 'no', 'YES ', ' Nein', 'true'])
      expect(tagSubtitleLabel(words('wheelchair', bare))).toBeUndefined()
    expect(tagSubtitleLabel(words('wheelchair', 'yes', '  ', 'Ja'))).toBeUndefined()
    expect(tagSubtitleLabel(words('cuisine', 'ramen'))).toBe('ramen')
    expect(tagSubtitleLabel(words('cuisine', '   '))).toBeUndefined()
    // On a chip the stored key stands in, so two untranslated flags still tell apart.
    expect(tagFilterLabel(words('takeout', 'yes'))).toBe('takeout')
    expect(tagFilterLabel(words('takeout', 'no'))).toBe('takeout: Nein')
  })

  it('keeps markup-like text as text for React to escape', () => {
    expect(tagSubtitleLabel(words('x', '<b>', undefined, '<img src=x onerror=alert(1)>'))).toBe(
      '<img src=x onerror=alert(1)>',
    )
  })

  it('takes the German translation of a tag', () => {
    const tag = {
      tagKey: 'wheelchair',
      tagValue: 'yes',
      translations: [
        { language: 'en' as const, tagKeyTranslate: 'Wheelchair', tagValueTranslate: 'Yes' },
        { language: 'de' as const, tagKeyTranslate: 'Rollstuhlgerecht', tagValueTranslate: 'Ja' },
      ],
    }
    expect(tagFilterLabel(tagWords(tag))).toBe('Rollstuhlgerecht')
  })
})
