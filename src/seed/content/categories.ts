import { z } from 'zod'

import { EXCLUDED_CATEGORY_ID } from '@/config/constants'

import { perLocale, readContentJson, readPerLocale } from './contentFiles'
import type { CategorySeed, Localized } from './types'

const seoSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by -')

const treeSchema = z.strictObject({
  categories: z.array(z.strictObject({ seoSlug, subcategories: z.array(seoSlug).min(1) })).min(1),
  /** The category for internal announcements, hidden from public listings. */
  hidden: seoSlug,
})

const tree = readContentJson('categories/tree.json', treeSchema)

const slugs = [
  ...tree.categories.flatMap((category) => [category.seoSlug, ...category.subcategories]),
  tree.hidden,
]
const repeated = slugs.find((slug, index) => slugs.indexOf(slug) !== index)
if (repeated) throw new Error(`content/categories/tree.json lists "${repeated}" twice`)

interface CategoryTexts {
  name: string
  description: string
  productNoun?: string
}

const text = z.string().trim().min(1)
const categoryTexts = z.strictObject({ name: text, description: text })
const subcategoryTexts = categoryTexts.extend({ productNoun: text })

// Built from the tree: a language file has exactly the tree's categories, each with its fields.
const languageSchema = z.strictObject(
  Object.fromEntries<z.ZodType<CategoryTexts>>([
    ...tree.categories.flatMap((category) => [
      [category.seoSlug, categoryTexts] as const,
      ...category.subcategories.map((slug) => [slug, subcategoryTexts] as const),
    ]),
    [tree.hidden, categoryTexts],
  ]),
)

const texts = readPerLocale('categories', '.json', (file) => readContentJson(file, languageSchema))

const localized = (slug: string, field: 'name' | 'description'): Localized =>
  perLocale((locale) => texts[locale][slug][field])

// languageSchema requires a productNoun of every subcategory.
const productNoun = (slug: string): Localized =>
  perLocale((locale) => texts[locale][slug].productNoun!)

export const categories: CategorySeed[] = tree.categories.map((category) => ({
  seoSlug: category.seoSlug,
  name: localized(category.seoSlug, 'name'),
  description: localized(category.seoSlug, 'description'),
  subcategories: category.subcategories.map((slug) => ({
    seoSlug: slug,
    name: localized(slug, 'name'),
    description: localized(slug, 'description'),
    productNoun: productNoun(slug),
  })),
}))

/** A category for internal and partner announcements, hidden from public listings. */
export const hiddenCategory: {
  id: typeof EXCLUDED_CATEGORY_ID
  seoSlug: string
  name: Localized
  description: Localized
} = {
  id: EXCLUDED_CATEGORY_ID,
  seoSlug: tree.hidden,
  name: localized(tree.hidden, 'name'),
  description: localized(tree.hidden, 'description'),
}
