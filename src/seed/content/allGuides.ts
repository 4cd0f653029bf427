import { z } from 'zod'

import {
  contentFolders,
  perLocale,
  readContentJson,
  readContentMarkdown,
  readPerLocale,
} from './contentFiles'
import type { GuideSeed } from './types'

const guideIndexSchema = z
  .array(
    z.strictObject({
      slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by -'),
      /** A SubcategorySeed.seoSlug. */
      subcategory: z.string().min(1),
      draft: z.literal(true).optional(),
    }),
  )
  .refine(
    (guides) => new Set(guides.map((guide) => guide.slug)).size === guides.length,
    'a slug is listed twice',
  )

const index = readContentJson('guides/index.json', guideIndexSchema)

const unlisted = contentFolders('guides').filter(
  (folder) => !index.some((guide) => guide.slug === folder),
)
if (unlisted.length > 0) {
  const folders = unlisted.map((folder) => `content/guides/${folder}/`).join(', ')
  throw new Error(`content/guides/index.json does not list ${folders}`)
}

/** Every demo guide, in the order of content/guides/index.json (the draft last). */
export const allGuides: GuideSeed[] = index.map(({ slug, subcategory, draft }) => {
  const texts = readPerLocale(`guides/${slug}`, '.md', (file) =>
    readContentMarkdown(file, ['title', 'excerpt']),
  )
  return {
    slug,
    subcategory,
    ...(draft && { draft }),
    title: perLocale((locale) => texts[locale].fields.title),
    excerpt: perLocale((locale) => texts[locale].fields.excerpt),
    body: perLocale((locale) => texts[locale].body),
  }
})
