import { describe, expect, it } from 'vitest'
import { toRow } from '../services/metricsBuffer.js'
import { browserFamily, osFamily, referrerOrigin } from '../services/metricsPrivacy.js'

const AGENTS: [string, string, string][] = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome',
    'Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
    'Edge',
    'Windows',
  ],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', 'macOS'],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Safari',
    'macOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'Chrome',
    'iOS',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet',
    'Android',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
    'Chrome',
    'Linux',
  ],
  ['curl/8.5.0', 'other', 'other'],
]

describe('what the metrics keep of a visitor', () => {
  it('reduces a user agent to its browser and system family', () => {
    for (const [agent, browser, os] of AGENTS) {
      expect([browserFamily(agent), osFamily(agent)], agent).toEqual([browser, os])
    }
  })

  it('keeps of a referrer only its site', () => {
    expect(referrerOrigin('https://www.google.com/search?q=name+of+someone')).toBe('https://www.google.com')
    expect(referrerOrigin('http://partner.li:8080/seite#anker')).toBe('http://partner.li:8080')
    expect(referrerOrigin('android-app://com.google.android.gm/')).toBeNull()
    expect(referrerOrigin('kein link')).toBeNull()
  })

  it('stores an app start without the raw user agent and a search term normalised', () => {
    const start = toRow(
      {
        metric_key: 'app_start',
        session_id: 'session-1',
        user_agent: AGENTS[0]?.[0] as string,
        referrer: 'https://example.li/pfad?x=1',
        browser_language: 'de',
      },
      Date.parse('2025-01-01T00:00:00.000Z'),
    )
    expect(start.data).toEqual({
      browser_language: 'de',
      referrer: 'https://example.li',
      browser: 'Chrome',
      os: 'Windows',
    })
    expect(JSON.stringify(start)).not.toContain('Mozilla')
    const search = toRow(
      { metric_key: 'search_no_results', session_id: 'session-1', metricValue: '  Hallen  Bad ' },
      Date.parse('2025-01-01T00:00:00.000Z'),
    )
    expect(search.metricValue).toBe('hallen bad')
    expect(
      toRow({ metric_key: 'search_no_results', session_id: 'session-1', metricValue: '   ' }, 0).metricValue,
    ).toBeNull()
    // Other values stay as they were sent.
    expect(
      toRow({ metric_key: 'chat_question', session_id: 'session-1', metricValue: 'Wo?' }, 0).metricValue,
    ).toBe('Wo?')
  })

  it('dates an event when it happened, by how long ago the client says it was', () => {
    const received = Date.parse('2025-01-01T12:00:00.000Z')
    const queued = toRow({ metric_key: 'page_view', session_id: 'session-1', age_ms: 90 * 60_000 }, received)
    expect(queued.dateCreated).toBe('2025-01-01T10:30:00.000Z')
    expect(toRow({ metric_key: 'page_view', session_id: 'session-1' }, received).dateCreated).toBe(
      '2025-01-01T12:00:00.000Z',
    )
  })
})
