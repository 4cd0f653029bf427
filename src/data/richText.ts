import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { isSafeRichTextLink } from '@/lib/safeUrl'

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Rich text as HTML: text escaped by the converter, links only where they are safe. */
export function richTextToHtml(content: unknown): string {
  if (!content || typeof content !== 'object' || !('root' in content)) return ''
  return convertLexicalToHTML({
    data: content as SerializedEditorState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      link: ({ node, nodesToHTML }) => {
        const children = nodesToHTML({ nodes: node.children }).join('')
        const url = node.fields.linkType === 'internal' ? null : node.fields.url
        if (!isSafeRichTextLink(url)) return children
        const external = /^https?:/i.test(String(url))
        const rel = external ? ' rel="noopener"' : ''
        const target = node.fields.newTab ? ' target="_blank"' : ''
        return `<a href="${escapeAttribute(String(url).trim())}"${rel}${target}>${children}</a>`
      },
      // Images inside articles are not part of the demo content; unpopulated uploads render nothing.
      upload: () => '',
    }),
  })
}
