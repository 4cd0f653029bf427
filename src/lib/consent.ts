/**
 * The shopper's analytics consent, kept in a first-party cookie for 180 days. Only the browser reads
 * it: pages stay the same for everyone (and cacheable), the banner decides after hydration.
 */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from '@/config/constants'

export type ConsentChoice = 'granted' | 'denied'

/** The choice saved in a `document.cookie` string, or null when there is none (or it is garbled). */
export function readConsent(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name !== CONSENT_COOKIE) continue
    const choice = value.join('=')
    return choice === 'granted' || choice === 'denied' ? choice : null
  }
  return null
}

/** The `document.cookie` assignment that saves `choice`: path /, SameSite=Lax, Secure when configured. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
}
