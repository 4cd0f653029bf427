import { env, siteUrl } from '@/config/env'
import {
  analyticsScriptSrc,
  analyticsSiteIdProblem,
  verificationContentProblem,
  verificationNameProblem,
} from '@/lib/thirdParty'

import { tagged } from './cache'
import { payloadClient } from './payload'

export interface VerificationTag {
  name: string
  content: string
}

/** What SiteSettings adds to every public page for third parties. */
export interface ThirdPartySettings {
  /** The consent-gated analytics script, or null when none is configured (then there is no banner). */
  analytics: { src: string; siteId: string | null } | null
  verificationTags: VerificationTag[]
}

export const NO_THIRD_PARTIES: ThirdPartySettings = { analytics: null, verificationTags: [] }

// Read on every page: kept for a short while, dropped when the global changes (its afterChange hook);
// the age limit covers other server instances. On globalThis: Next may load this module more than once.
const MAX_AGE_MS = 30_000
const cache = ((
  globalThis as { __siteSettings?: { value: Promise<ThirdPartySettings> | null; at: number } }
).__siteSettings ??= { value: null, at: 0 })

export function invalidateSiteSettings(): void {
  cache.value = null
}

/**
 * The analytics script and the verification tags, as published (read with access control). Values that
 * no longer pass the rules (say, an origin the operator removed from ANALYTICS_ORIGINS) are left out,
 * exactly as the admin would refuse them now.
 */
export function getThirdPartySettings(): Promise<ThirdPartySettings> {
  // Tagged: every cached page shows it, and the global's hook revalidates `global:site-settings`.
  return tagged('site-settings:third-parties', ['global:site-settings'], inProcess, { kept: true })
}

function inProcess(): Promise<ThirdPartySettings> {
  if (cache.value && Date.now() - cache.at < MAX_AGE_MS) return cache.value
  const value = load()
  cache.value = value
  cache.at = Date.now()
  value.catch(() => {
    if (cache.value === value) cache.value = null
  })
  return value
}

async function load(): Promise<ThirdPartySettings> {
  const payload = await payloadClient()
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: false,
  })
  const src = analyticsScriptSrc(settings.analyticsScriptUrl, {
    siteOrigin: new URL(siteUrl).origin,
    allowedOrigins: env.ANALYTICS_ORIGINS,
  })
  const siteId = settings.analyticsSiteId
  return {
    analytics: src
      ? { src, siteId: siteId && analyticsSiteIdProblem(siteId) === null ? siteId : null }
      : null,
    verificationTags: (settings.verificationTags ?? [])
      .filter(
        (tag) =>
          verificationNameProblem(tag.name) === null &&
          verificationContentProblem(tag.content) === null,
      )
      .map(({ name, content }) => ({ name, content })),
  }
}
