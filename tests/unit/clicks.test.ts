import { describe, expect, it } from 'vitest'

import { isAutomated } from '@/clicks/bots'
import { parseReportFilters } from '@/data/clicksReport'
import { redirectable } from '@/clicks/targets'

describe('which click-outs count', () => {
  it("counts browsers' clicks", () => {
    for (const agent of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
    ]) {
      expect(isAutomated({ 'user-agent': agent }), agent).toBe(false)
    }
  })

  it('does not count crawlers, previews, libraries, headless browsers or prefetches', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Go-http-client/1.1',
      'node-fetch/1.0',
      'Playwright/1.57.0 (x64; debian 12) node/20.20',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      '',
      '   ',
    ]) {
      expect(isAutomated({ 'user-agent': agent }), agent).toBe(true)
    }
    expect(isAutomated({})).toBe(true)
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36'
    expect(isAutomated({ 'user-agent': chrome, 'sec-purpose': 'prefetch;prerender' })).toBe(true)
    expect(isAutomated({ 'user-agent': chrome, purpose: 'prefetch' })).toBe(true)
  })
})

describe('redirect targets', () => {
  it('accepts absolute http(s) URLs only, without credentials', () => {
    expect(redirectable('https://partner.example/c?id=1&u=https%3A%2F%2Fshop')).toBe(
      'https://partner.example/c?id=1&u=https%3A%2F%2Fshop',
    )
    expect(redirectable('  HTTP://Shop.Example/a b')).toBe('http://shop.example/a%20b')
    for (const unsafe of [
      'javascript:alert(1)',
      ' java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/',
      '/relative',
      'https://user:pass@partner.example/',
      'mailto:shop@example.com',
      'file:///etc/passwd',
      '',
      null,
      undefined,
    ]) {
      expect(redirectable(unsafe), String(unsafe)).toBeNull()
    }
  })
})

describe("the clicks report's filters", () => {
  it('reads a period, a store and a country, and says what is wrong', () => {
    expect(parseReportFilters({ days: '7', store: '12', country: 'se', page: '2' })).toEqual({
      filters: { days: 7, store: '12', country: 'SE', page: 2 },
    })
    expect(parseReportFilters({ store: '', country: '' })).toEqual({
      filters: { days: 30, page: 1 },
    })
    const wrong = parseReportFilters({ days: '5', store: 'x'.repeat(101), country: 'Atlantis' })
    expect('error' in wrong && wrong.error).toMatch(/days must be one of 7, 30, 90/)
    expect('error' in wrong && wrong.error).toMatch(/store: at most 100 characters/)
    expect('error' in wrong && wrong.error).toMatch(/unknown country: Atlantis/)
  })
})
