'use client'

import { useTranslation } from '@payloadcms/ui'

import type { AdminMessage } from '@/i18n/admin/messages'
import { adminMessage } from '@/i18n/admin/text'

/** The project's admin messages in the editor's admin language, for a client component. */
export function useAdminMessage() {
  const { i18n } = useTranslation()
  return (key: AdminMessage, values?: Record<string, string | number>) =>
    adminMessage(i18n.language, key, values)
}
