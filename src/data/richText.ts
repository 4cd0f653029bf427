/**
 * The one rich-text renderer: the public guide page, the /api's HTML and the admin's live preview
 * all turn Lexical JSON into the same HTML here. Uploads become responsive images with the alt text
 * of the page's language; links to documents become the site's links in that language; other links
 * only where they are safe. What a text refers to is looked up on the server once per document
 * (richTextRefs.ts); the preview passes the documents Payload populated instead.
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { defaultLocale } from '@/i18n/locales'
import { localized } from '@/i18n/paths'
import { isSafeRichTextLink } from '@/lib/safeUrl'

import type { Image } from './types'

/** The images and linked documents of a text, by id: `media:12`, `stores:5` → their image or path. */
export interface RichTextRefs {
  media: Map<number, Image>
  /** `{collection}:{id}` → the document's public path (unprefixed). */
  paths: Map<string, string>
  /** `{collection}:{id}` → the document's title in the page's language. */
  titles: Map<string, string>
}

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

type Related = { relationTo?: string; value?: unknown }

/** The id of a relationship's value, populated or not. */
export const relatedId = (value: unknown): number | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number'
    ? id
    : typeof id === 'string' && /^\d+$/.test(id)
      ? Number(id)
      : null
}

interface MediaDoc {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null }>
}

/** A populated media document (the preview's) as an image. */
function imageOf(doc: MediaDoc): Image | null {
  if (!doc.url) return null
  const sizes: Image['sizes'] = {}
  for (const name of ['thumbnail', 'card', 'hero'] as const) {
    const size = doc.sizes?.[name]
    if (size?.url && size.width && size.height) {
      sizes[name] = { url: size.url, width: size.width, height: size.height }
    }
  }
  return {
    url: doc.url,
    alt: doc.alt ?? '',
    width: doc.width ?? null,
    height: doc.height ?? null,
    sizes,
  }
}

/** An image inside an article: every size it has as a candidate, the article's width as the slot. */
function imageHtml(image: Image): string {
  const candidates = [
    ...Object.values(image.sizes).map((size) => `${size.url} ${size.width}w`),
    ...(image.width ? [`${image.url} ${image.width}w`] : []),
  ]
  const srcset = candidates.length
    ? ` srcset="${escapeAttribute(candidates.join(', '))}" sizes="(max-width: 760px) 100vw, 720px"`
    : ''
  const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : ''
  return `<figure class="prose__figure"><img src="${escapeAttribute(image.url)}"${srcset}${size} alt="${escapeAttribute(image.alt)}" loading="lazy" decoding="async"></figure>`
}

/** The site path of a populated document, when it carries what its path needs (the preview's). */
function populatedPath(relationTo: string, value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null
  const doc = value as { slug?: unknown }
  if (typeof doc.slug !== 'string') return null
  if (relationTo === 'stores') return `/stores/${doc.slug}`
  if (relationTo === 'products') return `/products/${doc.slug}`
  return null
}

export function richTextToHtml(
  content: unknown,
  { locale = defaultLocale, refs }: { locale?: string; refs?: RichTextRefs } = {},
): string {
  if (!content || typeof content !== 'object' || !('root' in content)) return ''
  return convertLexicalToHTML({
    data: content as SerializedEditorState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      link: ({ node, nodesToHTML }) => {
        const children = nodesToHTML({ nodes: node.children }).join('')
        const target = node.fields.newTab ? ' target="_blank"' : ''
        if (node.fields.linkType === 'internal') {
          const doc = node.fields.doc as Related | undefined
          const id = relatedId(doc?.value)
          const path =
            (doc?.relationTo && id !== null && refs?.paths.get(`${doc.relationTo}:${id}`)) ||
            (doc?.relationTo ? populatedPath(doc.relationTo, doc.value) : null)
          // A document that is not public (any more) has no page: its words stay, without a link.
          if (!path) return children
          return `<a href="${escapeAttribute(localized(locale, path))}"${target}>${children}</a>`
        }
        const url = node.fields.url
        if (!isSafeRichTextLink(url)) return children
        const external = /^https?:/i.test(String(url))
        const rel = external ? ' rel="noopener"' : ''
        return `<a href="${escapeAttribute(String(url).trim())}"${rel}${target}>${children}</a>`
      },
      // A document embedded in the text (the editor's "Relationship" block): a link to its page.
      relationship: ({ node }) => {
        const related = node as unknown as Related
        const id = relatedId(related.value)
        const key = `${related.relationTo}:${id}`
        const populated =
          typeof related.value === 'object' && related.value !== null
            ? (related.value as { title?: unknown; name?: unknown })
            : null
        const path =
          (id !== null && refs?.paths.get(key)) ||
          (related.relationTo ? populatedPath(related.relationTo, related.value) : null)
        const title =
          (id !== null && refs?.titles.get(key)) || populated?.title || populated?.name || null
        if (!path || typeof title !== 'string') return ''
        return `<p class="prose__related"><a href="${escapeAttribute(localized(locale, path))}">${escapeAttribute(title)}</a></p>`
      },
      // One clean item: the default writes React attribute names (htmlFor, readOnly) into the HTML
      // and a random id per render, so the same text never rendered the same twice.
      listitem: ({ node, nodesToHTML, parent, providedCSSString }) => {
        const children = nodesToHTML({ nodes: node.children }).join('')
        const nested = node.children.some((child) => child.type === 'list')
        const style = providedCSSString ? ` style="${escapeAttribute(providedCSSString)}"` : ''
        const listType = (parent as { listType?: string }).listType
        if (listType === 'check' && !nested) {
          const checked = node.checked ? ' checked' : ''
          return `<li class="prose__check"${style}><label><input type="checkbox" disabled${checked}> ${children}</label></li>`
        }
        const value = listType === 'number' ? ` value="${Number(node.value) || 1}"` : ''
        const nestedClass = nested ? ' class="prose__nested"' : ''
        return `<li${nestedClass}${style}${value}>${children}</li>`
      },
      upload: ({ node }) => {
        const upload = node as unknown as Related
        if (upload.relationTo !== 'media') return ''
        const id = relatedId(upload.value)
        const image =
          (id !== null && refs?.media.get(id)) ||
          (typeof upload.value === 'object' && upload.value !== null
            ? imageOf(upload.value as MediaDoc)
            : null)
        return image ? imageHtml(image) : ''
      },
    }),
  })
}
