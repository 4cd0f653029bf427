import type {
  CollectionAfterChangeHook,
  CollectionAfterLoginHook,
  Field,
  PayloadRequest,
} from 'payload'

import { env } from '@/config/env'
import { adminLanguageCodes } from '@/i18n/admin/text'

/** Payload reads the admin's language from this cookie, else from the browser's languages. */
const LANGUAGE_COOKIE = 'payload-lng'

function setLanguageCookie(req: PayloadRequest, language: string) {
  const attributes = [
    `${LANGUAGE_COOKIE}=${language}`,
    'Path=/',
    `Max-Age=${60 * 60 * 24 * 365}`,
    'SameSite=Lax',
    ...(env.COOKIE_SECURE ? ['Secure'] : []),
  ]
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', attributes.join('; '))
}

/** The editor's own admin language, kept with the account so it follows them to any browser. */
export const adminLanguageField: Field = {
  name: 'adminLanguage',
  type: 'select',
  label: 'Admin language',
  // Each language by its own name, whatever language the admin speaks.
  options: adminLanguageCodes.map((code) => {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code
    return {
      value: code,
      label: Object.fromEntries(adminLanguageCodes.map((reader) => [reader, name])),
    }
  }),
  admin: {
    description: "Empty: the browser's language. Applies at once and at every sign-in.",
    position: 'sidebar',
  },
}

export const signInInOwnLanguage: CollectionAfterLoginHook = ({ req, user }) => {
  const language = (user as { adminLanguage?: string | null }).adminLanguage
  if (language) setLanguageCookie(req, language)
}

export const switchToChosenLanguage: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  const own = req.user && String(req.user.id) === String(doc.id)
  if (own && doc.adminLanguage && doc.adminLanguage !== previousDoc?.adminLanguage) {
    setLanguageCookie(req, doc.adminLanguage)
  }
  return doc
}
