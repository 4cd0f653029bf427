import type { FieldHook, TextField } from 'payload'

import { refuseOnDraft } from './refuseOnDraft'

/**
 * Names and titles are indexed (B-tree indexes, the search's name index), and PostgreSQL refuses an
 * index entry over about 2.7 KB: a longer name failed its save with a database error, a 500. Far
 * beyond any real name, they are limited to this many characters.
 */
export const NAME_MAX_LENGTH = 200

/** The limit on a draft save too (autosave included), with Payload's own message. */
const refuseOverlong: FieldHook = (args) => {
  const { value, req } = args
  if (typeof value !== 'string' || value.length <= NAME_MAX_LENGTH) return value
  refuseOnDraft(args, req.t('validation:shorterThanMax', { maxLength: NAME_MAX_LENGTH }))
  return value
}

/** A document's name or title: a text field of at most NAME_MAX_LENGTH characters. */
export function nameField(field: Omit<TextField, 'type' | 'maxLength' | 'hasMany'>): TextField {
  return {
    ...field,
    type: 'text',
    maxLength: NAME_MAX_LENGTH,
    hooks: {
      ...field.hooks,
      beforeChange: [refuseOverlong, ...(field.hooks?.beforeChange ?? [])],
    },
  } as TextField
}
