import { describe, expect, it } from 'vitest'
import { optionsQuery, parseOptions } from '../options.js'

describe('embed options in the URL', () => {
  it('defaults to a growing list with header, violet, and the wheel left to the page', () => {
    expect(parseOptions('')).toEqual({
      view: 'list',
      height: 'auto',
      wheelZoom: false,
      accent: 'violett',
      header: true,
    })
  })

  it('reads every option and writes back only what differs from the default', () => {
    const options = parseOptions('?view=both&height=fill&wheel=1&accent=petrol&header=0')
    expect(options).toEqual({
      view: 'both',
      height: 'fill',
      wheelZoom: true,
      accent: 'petrol',
      header: false,
    })
    expect(parseOptions(optionsQuery(options))).toEqual(options)
    expect(optionsQuery(parseOptions('?view=list'))).toBe('')
  })

  it('keeps the default for unknown or hostile values', () => {
    expect(parseOptions('?view=grid&accent=%23ff0000;background:url(x)&height=999&wheel=yes')).toEqual(
      parseOptions(''),
    )
    expect(parseOptions('?accent=constructor').accent).toBe('violett')
  })
})
