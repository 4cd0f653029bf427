import { slugField, type PayloadRequest, type RowField, type TextField } from 'payload'

import { adminMessage } from '@/i18n/admin/text'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isValidSlug(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 160 && SLUG_PATTERN.test(value)
}

/**
 * Payload's slug field (generated from `useAsSlug`, unique, indexed), plus a format check so a
 * hand-edited slug can never produce a URL the site cannot route.
 */
export function slug(useAsSlug: string, name = 'slug'): RowField {
  return slugField({
    name,
    useAsSlug,
    checkboxName:
      name === 'slug' ? 'generateSlug' : `generate${name[0].toUpperCase()}${name.slice(1)}`,
    overrides: (row) => {
      const [checkbox, text] = row.fields as [RowField['fields'][number], TextField]
      const validated = {
        ...text,
        validate: (value: unknown, { req }: { req?: PayloadRequest }) =>
          !value || isValidSlug(value) || adminMessage(req?.i18n?.language, 'slug'),
      } as TextField
      return { ...row, fields: [checkbox, validated] }
    },
  })
}
