const YEAR_SECONDS = 365 * 24 * 60 * 60

/** Saves a preference cookie for 365 days, path /, SameSite=Lax, Secure when configured (SPEC 4). */
export function savePreference(name: string, value: string, secure: boolean): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
}
