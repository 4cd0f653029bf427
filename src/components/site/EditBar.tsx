'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

/** Set beside the session at sign-in (src/collections/Users/hooks/editorHint.ts). */
const HINT = 'sg-editor=1'
/** "Exit" hides the bar for the rest of the browser session. */
const CLOSED = 'sg-edit-bar-closed'
// Loaded for a signed-in editor only: a shopper's browser never fetches the bar's code.
const EditLinks = lazy(() =>
  import('./EditLinks').then(({ EditLinks }) => ({ default: EditLinks })),
)

export interface EditBarTexts {
  label: string
  edit: string
  preview: string
  admin: string
  exit: string
}

/**
 * A small bar for signed-in editors on the public pages: edit the document shown, preview its draft,
 * open the admin, exit. A shopper's browser only reads a cookie and stops: no request, and the page
 * itself is the same cached page for everyone.
 */
export function EditBar({ texts, locale }: { texts: EditBarTexts; locale: string }) {
  const [signedIn, setSignedIn] = useState(false)

  useEffect(() => {
    if (!document.cookie.split('; ').includes(HINT) || sessionStorage.getItem(CLOSED)) return
    let stopped = false
    void fetch('/api/users/me', { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { user?: unknown } | null) => {
        if (stopped) return
        if (body?.user) setSignedIn(true)
        // The session has ended: forget the hint, so the next pages ask nothing.
        else document.cookie = 'sg-editor=; Path=/; Max-Age=0; SameSite=Lax'
      })
      .catch(() => undefined)
    return () => {
      stopped = true
    }
  }, [])

  if (!signedIn) return null
  return (
    <Suspense>
      <EditLinks
        texts={texts}
        locale={locale}
        onExit={() => {
          sessionStorage.setItem(CLOSED, '1')
          setSignedIn(false)
        }}
      />
    </Suspense>
  )
}
