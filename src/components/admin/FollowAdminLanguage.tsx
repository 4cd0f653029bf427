'use client'

import { useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

import { ADMIN_LANGUAGE_COOKIE, ADMIN_LANGUAGES } from '@/i18n/admin/languages'

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
      .find((cookie) => cookie.startsWith(`${ADMIN_LANGUAGE_COOKIE}=`))
      ?.slice(ADMIN_LANGUAGE_COOKIE.length + 1)
    if (!chosen || chosen === i18n.language) return
    if (!(ADMIN_LANGUAGES as readonly string[]).includes(chosen)) return
    if (sessionStorage.getItem(RELOADED) === chosen) return
    sessionStorage.setItem(RELOADED, chosen)
    window.location.reload()
  }, [i18n.language, pathname])
  return children
}
