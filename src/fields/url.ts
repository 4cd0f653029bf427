import type { FieldHook, PayloadRequest, TextField } from 'payload'

import { adminMessage } from '@/i18n/admin/text'

import { isSafeUrl, unsafeUrlMessage, type SafeUrlOptions } from '@/lib/safeUrl'

import { refuseOnDraft } from './refuseOnDraft'

type UrlFieldOptions = SafeUrlOptions &
  Omit<Partial<TextField>, 'type' | 'validate' | 'hasMany'> & {
    name: string
  }

function refuseUnsafe(allowContact: boolean | undefined): FieldHook {
  return (args) => {
    const { value, req } = args
    if (value === null || value === undefined || value === '') return value
    if (isSafeUrl(value, { allowContact })) return value
    refuseOnDraft(args, unsafeUrlMessage(String(value), { allowContact }, req.i18n?.language))
    return value
  }
}

/** A text field that only stores safe links: http(s), plus mailto:/tel: when `allowContact` is set. */
export function urlField({ allowContact, ...overrides }: UrlFieldOptions): TextField {
  return {
    type: 'text',
    ...overrides,
    admin: {
      description: allowContact
        ? 'A full http(s) address, or a mailto: / tel: link.'
        : 'A full address starting with https:// (or http://).',
      ...overrides.admin,
    },
    hooks: {
      ...overrides.hooks,
      // Payload skips validation on draft saves: an unsafe address is refused there too, so nothing
      // unsafe is ever stored (and a draft never holds a value that could not be published).
      beforeChange: [refuseUnsafe(allowContact), ...(overrides.hooks?.beforeChange ?? [])],
      // Store the address the way a browser reads it, so what is validated is what is rendered.
      beforeValidate: [
        ({ value }) => (typeof value === 'string' ? value.trim() || null : value),
        ...(overrides.hooks?.beforeValidate ?? []),
      ],
    },
    validate: (
      value: string | null | undefined,
      { required, req }: { required?: boolean; req?: PayloadRequest },
    ) => {
      const language = req?.i18n?.language
      if (value === null || value === undefined || value === '') {
        return required ? adminMessage(language, 'required') : true
      }
      return (
        isSafeUrl(value, { allowContact }) || unsafeUrlMessage(value, { allowContact }, language)
      )
    },
  } as TextField
}
