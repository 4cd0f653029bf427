import { slugField, type RowField, type TextField } from 'payload'

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
        validate: (value: unknown) =>
          !value ||
          isValidSlug(value) ||
          'Use lowercase letters, digits and single hyphens only (for example "running-shoes").',
      } as TextField
      return { ...row, fields: [checkbox, validated] }
    },
  })
}
