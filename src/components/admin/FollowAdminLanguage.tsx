'use client'

import { useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

import { adminLanguageCodes } from '@/i18n/admin/text'

const RELOADED = 'sg-admin-language-reloaded'

/**
 * Signing in sets the editor's own admin language (src/collections/Users/hooks/adminLanguage.ts), but
 * the admin moves on to the dashboard without a page load, so it would keep the sign-in page's
 * language until the next one. When the chosen language and the shown one differ, load the page once.
 */
export function FollowAdminLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  // Checked again after each move within the admin: signing in is one.
  const pathname = usePathname()
  useEffect(() => {
    const chosen = document.cookie
      .split('; ')
      .find((cookie) => cookie.startsWith('payload-lng='))
      ?.slice('payload-lng='.length)
    if (!chosen || chosen === i18n.language) return
    if (!(adminLanguageCodes as string[]).includes(chosen)) return
    if (sessionStorage.getItem(RELOADED) === chosen) return
    sessionStorage.setItem(RELOADED, chosen)
    window.location.reload()
  }, [i18n.language, pathname])
  return children
}
