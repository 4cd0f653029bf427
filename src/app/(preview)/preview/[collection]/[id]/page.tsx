import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { hasRole } from '@/access/roles'
import { LivePreviewDocument } from '@/components/LivePreviewDocument'
import { siteUrl } from '@/config/env'
import { PREVIEWABLE } from '@/lib/preview'
import { payloadClient } from '@/data/payload'
import { richTextRefs } from '@/data/richTextRefs'
import { translator } from '@/i18n/intl'
import { defaultLocale, isLocaleCode, languageName } from '@/i18n/locales'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

interface Props {
  params: Promise<{ collection: string; id: string }>
  searchParams: Promise<{ locale?: string }>
}

/**
 * The admin's live preview (and "Preview" button) for guides, stores and products, drafts included, in the
 * locale being edited. Signed-in editors only; everyone else gets the 404 page.
 */
export default async function PreviewPage({ params, searchParams }: Props) {
  const [{ collection, id }, { locale }] = await Promise.all([params, searchParams])
  const slug = PREVIEWABLE.find((candidate) => candidate === collection)
  if (!slug || !/^\d+$/.test(id)) notFound()

  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!hasRole(user, 'admin', 'editor')) notFound()

  const language = isLocaleCode(locale) ? locale : defaultLocale
  const doc = await payload
    .findByID({
      collection: slug,
      id: Number(id),
      draft: true,
      depth: 1,
      locale: language,
      overrideAccess: false,
      user,
    })
    .catch(() => null)
  if (!doc) notFound()
  // A guide not written in this language shows its English text, as the public page does, and says so.
  const own =
    slug === 'posts' && language !== defaultLocale
      ? await payload
          .findByID({
            collection: 'posts',
            id: Number(id),
            draft: true,
            depth: 0,
            locale: language,
            fallbackLocale: false,
            select: { title: true },
            overrideAccess: false,
            user,
          })
          .catch(() => null)
      : null
  const notice =
    own && !own.title
      ? translator(language)('guide.untranslated', {
          language: languageName(language, language),
        })
      : undefined
  // The images and links of the text as the public page resolves them (the same renderer draws both).
  const refs =
    slug === 'posts'
      ? await richTextRefs((doc as { content?: unknown }).content, language)
      : undefined

  return (
    <main className="page">
      <p className="brand">Preview — not public until published</p>
      <LivePreviewDocument
        collection={slug}
        initialData={doc}
        serverURL={siteUrl}
        locale={language}
        refs={refs}
        notice={notice}
      />
    </main>
  )
}
