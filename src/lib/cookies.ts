import { PREFERENCE_COOKIE_MAX_AGE_SECONDS } from '@/config/constants'

/** Saves a preference cookie for a year, path /, SameSite=Lax, Secure when configured. */
export function savePreference(name: string, value: string, secure: boolean): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
}
