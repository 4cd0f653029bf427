import { LinkFeature, RelationshipFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { PayloadRequest, RichTextField, TextField } from 'payload'
import { richText } from 'payload/shared'

import { RICH_TEXT_LINK_COLLECTIONS } from '@/config/constants'
import { adminMessage } from '@/i18n/admin/text'
import { unsafeUrlMessage } from '@/lib/safeUrl'

import { PROVISIONAL_LINK, isAcceptedLink, linksOf } from './richTextLinks'

/** Why a link's address is refused, in the editor's language. */
const linkMessage = (url: unknown, language: string | undefined) =>
  typeof url === 'string'
    ? unsafeUrlMessage(url, { allowContact: true }, language)
    : adminMessage(language, 'linkMissing')

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
                  if (isAcceptedLink({ linkType: siblingData?.linkType, url: value })) return true
                  // The link button puts a link with this address into the text while its drawer is
                  // open; the form's autosave sends it then. Refused there, the editor was told off
                  // for a link still being written. A save or publish of their own still refuses it.
                  if (value === PROVISIONAL_LINK && String(req?.query?.autosave) === 'true')
                    return true
                  return linkMessage(value, req?.i18n?.language)
                },
              } as TextField)
            : field,
        ),
    }),
  ],
})

/**
 * The editor's validation of a rich text, saying what is wrong with a refused link where the editor
 * only sums it up ("link node failed to validate: The following fields are invalid: url").
 */
export const validateRichText: RichTextField['validate'] = async (value, options) => {
  const result = await richText(value, options)
  if (typeof result !== 'string' || !result.includes('node failed to validate')) return result
  const refused = linksOf(value).find((fields) => !isAcceptedLink(fields))
  return refused ? linkMessage(refused.url, options.req.i18n?.language) : result
}
