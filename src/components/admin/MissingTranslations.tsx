import Link from 'next/link'
import type { BeforeListTableServerProps } from 'payload'

import { adminMessage } from '@/i18n/admin/text'
import { locales, defaultLocale } from '@/i18n/locales'

/**
 * Above a list: "Missing translation in …" for each language. A link lists the documents whose text
 * (the collection's `custom.translationField`) is missing in that language, with the list switched to
 * it, so the editor translates them where they are.
 */
export function MissingTranslations({
  collectionConfig,
  collectionSlug,
  i18n,
  searchParams,
}: BeforeListTableServerProps) {
  const field = (collectionConfig.admin.custom as { translationField?: string } | undefined)
    ?.translationField
  if (!field) return null
  const where = searchParams?.where as Record<string, { exists?: string }> | undefined
  const active = where?.[field]?.exists === 'false' ? searchParams?.locale : undefined
  return (
    <nav className="missing-translations" aria-label={adminMessage(i18n.language, 'missingIn')}>
      <span>{adminMessage(i18n.language, 'missingIn')}</span>
      {locales
        .filter((locale) => locale.code !== defaultLocale)
        .map((locale) => (
          <Link
            key={locale.code}
            href={`/admin/collections/${collectionSlug}?locale=${locale.code}&where[${field}][exists]=false`}
            aria-current={active === locale.code ? 'page' : undefined}
          >
            {locale.label}
          </Link>
        ))}
      {active ? (
        <Link href={`/admin/collections/${collectionSlug}`}>
          {adminMessage(i18n.language, 'missingClear')}
        </Link>
      ) : null}
    </nav>
  )
}
