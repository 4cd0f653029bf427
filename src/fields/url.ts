import type { TextField } from 'payload'

import { isSafeUrl, unsafeUrlMessage, type SafeUrlOptions } from '@/lib/safeUrl'

type UrlFieldOptions = SafeUrlOptions &
  Omit<Partial<TextField>, 'type' | 'validate' | 'hasMany'> & {
    name: string
  }

/** A text field that only stores safe links: http(s), plus mailto:/tel: when `allowContact` is set. */
export function urlField({ allowContact, ...overrides }: UrlFieldOptions): TextField {
  return {
    type: 'text',
    admin: {
      description: allowContact
        ? 'A full http(s) address, or a mailto: / tel: link.'
        : 'A full address starting with https:// (or http://).',
      ...overrides.admin,
    },
    ...overrides,
    hooks: {
      ...overrides.hooks,
      // Store the address the way a browser reads it, so what is validated is what is rendered.
      beforeValidate: [
        ({ value }) => (typeof value === 'string' ? value.trim() || null : value),
        ...(overrides.hooks?.beforeValidate ?? []),
      ],
    },
    validate: (value: string | null | undefined, { required }: { required?: boolean }) => {
      if (value === null || value === undefined || value === '') {
        return required ? 'This field is required.' : true
      }
      return isSafeUrl(value, { allowContact }) || unsafeUrlMessage(value, { allowContact })
    },
  } as TextField
}
