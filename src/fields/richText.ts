import { LinkFeature, RelationshipFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { PayloadRequest, TextField } from 'payload'

import { RICH_TEXT_LINK_COLLECTIONS } from '@/config/constants'
import { adminMessage } from '@/i18n/admin/text'
import { isSafeRichTextLink, unsafeUrlMessage } from '@/lib/safeUrl'

/** The address of a link the editor has just started, before its drawer is submitted. */
const PROVISIONAL_LINK = 'https://'

/**
 * The one rich-text editor: Payload's defaults, with links held to the same rule as every other
 * editor-supplied URL (http(s), mailto:, tel:, or a path on this site) and internal links to the
 * documents the site has pages for.
 */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter(
      (feature) => feature.key !== 'link' && feature.key !== 'relationship',
    ),
    RelationshipFeature({ enabledCollections: [...RICH_TEXT_LINK_COLLECTIONS] }),
    LinkFeature({
      // Only documents with a page on the site: the picker offered users, redirects and imports too.
      enabledCollections: [...RICH_TEXT_LINK_COLLECTIONS],
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
                  // The link button puts a link with this address into the text while its drawer is
                  // open; the form's autosave sends it then. Refused there, the editor was told off
                  // for a link still being written. A save or publish of their own still refuses it.
                  if (value === PROVISIONAL_LINK && String(req?.query?.autosave) === 'true')
                    return true
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
