import type { CollectionAfterLoginHook, CollectionAfterLogoutHook, PayloadRequest } from 'payload'

import { env } from '@/config/env'

/**
 * A readable "an editor signed in on this browser" hint beside Payload's session cookie (which scripts
 * cannot read). The public pages show their edit bar only when it is there: shoppers' pages stay the
 * same cached bytes, and their browsers send no request to find out whether someone is signed in.
 * It says nothing about who; the bar still asks the server, with the session cookie, before it shows.
 */
export const EDITOR_HINT_COOKIE = 'sg-editor'

function setHint(req: PayloadRequest, maxAge: number) {
  const attributes = [
    `${EDITOR_HINT_COOKIE}=${maxAge > 0 ? '1' : ''}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    ...(env.COOKIE_SECURE ? ['Secure'] : []),
  ]
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', attributes.join('; '))
}

export const addEditorHint: CollectionAfterLoginHook = ({ req, collection }) => {
  setHint(req, collection.auth.tokenExpiration)
}

export const removeEditorHint: CollectionAfterLogoutHook = ({ req }) => {
  setHint(req, 0)
}
