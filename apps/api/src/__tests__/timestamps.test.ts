import { describe, expect, it } from 'vitest'
import { pgTimestampToIso } from '../db/timestamps.js'

describe('pgTimestampToIso', () => {
  it('turns PostgreSQL timestamptz text into ISO 8601 UTC', () => {
    expect(pgTimestampToIso('2026-11-23 10:00:00+00')).toBe('2026-11-23T10:00:00.000Z')
    expect(pgTimestampToIso('2026-11-23 11:30:00.5+01')).toBe('2026-11-23T10:30:00.500Z')
    expect(pgTimestampToIso('2026-06-01 08:00:00.123456+02:00')).toBe('2026-06-01T06:00:00.123Z')
  })
})
