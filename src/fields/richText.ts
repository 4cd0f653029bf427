import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { PayloadRequest, TextField } from 'payload'

import { adminMessage } from '@/i18n/admin/text'
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
                  {
                    siblingData,
                    req,
                  }: { siblingData?: { linkType?: string }; req?: PayloadRequest },
                ) => {
                  if (siblingData?.linkType === 'internal') return true
                  if (isSafeRichTextLink(value)) return true
                  return typeof value === 'string'
                    ? unsafeUrlMessage(value, { allowContact: true }, req?.i18n?.language)
                    : adminMessage(req?.i18n?.language, 'linkMissing')
                },
              } as TextField)
            : field,
        ),
    }),
  ],
})
