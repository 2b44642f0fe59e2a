import { describe, expect, it } from 'vitest'
import { shortcutFromPath } from '../shortcutFromPath.js'

describe('shortcutFromPath', () => {
  it('reads id and title of an embed path', () => {
    expect(shortcutFromPath('/embed/search-shortcut/12/essen-%26-trinken')).toEqual({
      id: 12,
      title: 'essen-&-trinken',
    })
    expect(shortcutFromPath('/embed/search-shortcut/7')).toEqual({ id: 7, title: '' })
    expect(shortcutFromPath('/embed/other')).toBeNull()
    expect(shortcutFromPath('/embed/search-shortcut/x')).toBeNull()
  })

  it('keeps the id when the slug is malformed', () => {
    expect(shortcutFromPath('/embed/search-shortcut/5/%E0%A4%A')).toEqual({ id: 5, title: '%E0%A4%A' })
  })
})
