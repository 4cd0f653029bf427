import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { TextField } from 'payload'

import { isSafeRichTextLink, unsafeUrlMessage } from '@/lib/safeUrl'

/**
 * The one rich-text editor: Payload's defaults, with links held to the same rule as every other
 * editor-supplied URL (http(s), mailto:, tel:, or a path on this site).
 */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link'),
    LinkFeature({
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          field.name === 'url'
            ? ({
                ...field,
                validate: (
                  value: unknown,
                  { siblingData }: { siblingData?: { linkType?: string } },
                ) => {
                  if (siblingData?.linkType === 'internal') return true
                  if (isSafeRichTextLink(value)) return true
                  return typeof value === 'string'
                    ? unsafeUrlMessage(value, { allowContact: true })
                    : 'Enter a link address.'
                },
              } as TextField)
            : field,
        ),
    }),
  ],
})
