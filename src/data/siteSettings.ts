import { cached } from '@/cache'
import { env, siteUrl } from '@/config/env'
import {
  analyticsScriptSrc,
  analyticsSiteIdProblem,
  verificationContentProblem,
  verificationNameProblem,
} from '@/lib/thirdParty'

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

/**
 * The analytics script and the verification tags, as published (read with access control). Values that
 * no longer pass the rules (say, an origin the operator removed from ANALYTICS_ORIGINS) are left out,
 * exactly as the admin would refuse them now.
 */
export function getThirdPartySettings(): Promise<ThirdPartySettings> {
  // Read on every page: kept in this process, its tag on every cached page that shows it.
  return cached('site-settings:third-parties', ['global:site-settings'], load, 'tags')
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
