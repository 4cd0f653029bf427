'use client'

import { useConfig } from '@payloadcms/ui'
import type { ReactNode } from 'react'

declare global {
  /** The zone Payload's date formatting takes when given none (scripts/lib/patchDependencies.mjs). */
  var __payloadAdminTimeZone: string | undefined
}

/**
 * Payload's own dates (a document's header, the version breadcrumb, date cells) in the editors'
 * zone, as the dashboard and the versions list show them, rather than in each browser's. Set while
 * rendering, so the first dates shown already have it.
 */
export function AdminTimeZone({ children }: { children: ReactNode }) {
  // Signed out (the login page), the client config has no `admin.timezones`, and no dates either.
  const zone = useConfig().config.admin?.timezones?.defaultTimezone
  // Not in an effect: dates rendered before it ran would not match the server's HTML.
  // eslint-disable-next-line react-hooks/immutability
  globalThis.__payloadAdminTimeZone = zone
  return children
}
