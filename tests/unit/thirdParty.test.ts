import { describe, expect, it } from 'vitest'

import { CONSENT_COOKIE } from '@/config/constants'
import { contentSecurityPolicy } from '@/config/contentSecurityPolicy.mjs'
import { consentCookie, readConsent } from '@/lib/consent'
import {
  analyticsScriptSrc,
  analyticsScriptUrlProblem,
  analyticsSiteIdProblem,
  isSiteRelativePath,
  parseOriginList,
  verificationContentProblem,
  verificationNameProblem,
} from '@/lib/thirdParty'

const policy = {
  siteOrigin: 'https://www.shop.example',
  allowedOrigins: ['https://stats.example'],
}

describe('the analytics script URL (SiteSettings)', () => {
  it('accepts a path on this site, this site’s https origin and an allowed origin', () => {
    for (const value of [
      '/stats/script.js',
      '/js/a.js?v=2',
      'https://www.shop.example/stats.js',
      'https://stats.example/js/script.js',
    ]) {
      expect(analyticsScriptUrlProblem(value, policy), value).toBeNull()
    }
  })

  it('refuses unsafe schemes, http, protocol-relative URLs, credentials and other origins', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'data:text/javascript,alert(1)',
      'blob:https://stats.example/1',
      'vbscript:msgbox',
      'http://stats.example/js/script.js',
      '//evil.example/x.js',
      '/\\evil.example/x.js',
      'https://user:pw@stats.example/x.js',
      'https://evil.example/x.js',
      'https://stats.example.evil.example/x.js',
      'stats/script.js',
      '/a b.js',
    ]) {
      expect(analyticsScriptUrlProblem(value, policy), value).toEqual(expect.any(String))
      expect(analyticsScriptSrc(value, policy), value).toBeUndefined()
    }
  })

  it('tells the editor why an origin is refused', () => {
    expect(analyticsScriptUrlProblem('https://evil.example/x.js', policy)).toContain(
      'ANALYTICS_ORIGINS',
    )
    expect(analyticsScriptUrlProblem('javascript:alert(1)', policy)).toContain('"javascript:"')
  })

  it('renders what it accepts, normalised, and nothing for an empty value', () => {
    expect(analyticsScriptSrc('/stats/script.js', policy)).toBe('/stats/script.js')
    expect(analyticsScriptSrc('https://STATS.example/s.js', policy)).toBe(
      'https://stats.example/s.js',
    )
    expect(analyticsScriptSrc(null, policy)).toBeUndefined()
    expect(analyticsScriptSrc('', policy)).toBeUndefined()
  })

  it('site-relative paths stay on the site', () => {
    expect(isSiteRelativePath('/a/b.js')).toBe(true)
    expect(isSiteRelativePath('//a.example/b.js')).toBe(false)
    expect(isSiteRelativePath('/\\a.example')).toBe(false)
    expect(isSiteRelativePath('/\ta')).toBe(false)
  })

  it('takes a site id of letters, digits and . _ : - only', () => {
    expect(analyticsSiteIdProblem('G-ABC123')).toBeNull()
    expect(analyticsSiteIdProblem('shop.example')).toBeNull()
    expect(analyticsSiteIdProblem('"><script>')).toEqual(expect.any(String))
    expect(analyticsSiteIdProblem('x'.repeat(101))).toEqual(expect.any(String))
  })
})

describe('ANALYTICS_ORIGINS', () => {
  it('is a comma-separated list of bare https origins', () => {
    expect(parseOriginList('')).toEqual([])
    expect(parseOriginList(' https://a.example , https://b.example:8443/ ')).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ])
    expect(parseOriginList('https://a.example,https://a.example')).toEqual(['https://a.example'])
  })

  it('refuses paths, http, wildcards and credentials', () => {
    for (const value of [
      'http://a.example',
      'https://a.example/js',
      'https://*.example',
      'https://u:p@a.example',
      'a.example',
      'https://a.example?x=1',
    ]) {
      expect(parseOriginList(value), value).toBeNull()
    }
  })
})

describe('the Content-Security-Policy', () => {
  it('allows only this site by default', () => {
    const csp = contentSecurityPolicy()
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("connect-src 'self';")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toMatch(/https:/)
  })

  it('adds exactly the allowed analytics origins to script, connect and img sources', () => {
    const csp = contentSecurityPolicy({ analyticsOrigins: ['https://stats.example'] })
    expect(csp).toContain("script-src 'self' https://stats.example;")
    expect(csp).toContain("connect-src 'self' https://stats.example;")
    expect(csp).toContain("img-src 'self' data: blob: https://stats.example;")
    expect(csp).toContain("default-src 'self';")
    expect(csp.match(/https:\/\/stats\.example/g)).toHaveLength(3)
  })
})

describe('site-verification meta tags', () => {
  it('accept the names services give', () => {
    for (const name of [
      'google-site-verification',
      'msvalidate.01',
      'yandex-verification',
      'p:domain_verify',
      'facebook-domain-verification',
      'impact-site-verification',
      'fo-verify',
    ]) {
      expect(verificationNameProblem(name), name).toBeNull()
    }
  })

  it('refuse names that change how the page is treated, and odd characters', () => {
    for (const name of ['robots', 'Googlebot', 'viewport', 'referrer', 'a b', '"x', '', '-x']) {
      expect(verificationNameProblem(name), name).toEqual(expect.any(String))
    }
  })

  it('take a one-line value of at most 500 characters', () => {
    expect(verificationContentProblem('abc123_-XYZ')).toBeNull()
    expect(verificationContentProblem('a\nb')).toEqual(expect.any(String))
    expect(verificationContentProblem('x'.repeat(501))).toEqual(expect.any(String))
    expect(verificationContentProblem('')).toEqual(expect.any(String))
  })
})

describe('the consent cookie', () => {
  it('is kept for 180 days on the whole site, SameSite=Lax, Secure when configured', () => {
    expect(consentCookie('granted', false)).toBe(
      `${CONSENT_COOKIE}=granted; Path=/; Max-Age=15552000; SameSite=Lax`,
    )
    expect(consentCookie('denied', true)).toMatch(/; Secure$/)
  })

  it('is read back among other cookies; anything else is no choice', () => {
    expect(readConsent(`a=1; ${CONSENT_COOKIE}=granted; b=2`)).toBe('granted')
    expect(readConsent(`${CONSENT_COOKIE}=denied`)).toBe('denied')
    expect(readConsent(`${CONSENT_COOKIE}=maybe`)).toBeNull()
    expect(readConsent(`x${CONSENT_COOKIE}=granted`)).toBeNull()
    expect(readConsent('')).toBeNull()
  })
})
