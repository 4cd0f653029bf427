'use client'

import Link from 'next/link'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { PREVIEWABLE } from '@/lib/preview'

/** Set beside the session at sign-in (src/collections/Users/hooks/editorHint.ts). */
const HINT = 'sg-editor=1'
/** "Exit" hides the bar for the rest of the browser session. */
const CLOSED = 'sg-edit-bar-closed'
const previewable = new Set<string>(PREVIEWABLE)

export interface EditBarTexts {
  label: string
  edit: string
  preview: string
  admin: string
  exit: string
}

/** The document the page shows (./EditTarget), followed as client navigation swaps pages. */
function subscribeToPage(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.getElementById('content') ?? document.body, {
    childList: true,
    subtree: true,
  })
  return () => observer.disconnect()
}
const pageTarget = () => document.querySelector<HTMLElement>('[data-edit]')?.dataset.edit ?? null
const noTarget = () => null

function EditLinks({
  texts,
  locale,
  onExit,
}: {
  texts: EditBarTexts
  locale: string
  onExit: () => void
}) {
  const target = useSyncExternalStore(subscribeToPage, pageTarget, noTarget)
  const [, collection, id] = target?.split('/') ?? []
  return (
    <aside className="edit-bar" aria-label={texts.label}>
      <strong className="edit-bar__label">{texts.label}</strong>
      {target ? (
        <Link href={`/admin/${target}`} prefetch={false}>
          {texts.edit}
        </Link>
      ) : null}
      {target?.startsWith('collections/') && collection && previewable.has(collection) ? (
        <Link href={`/preview/${collection}/${id}?locale=${locale}`} prefetch={false}>
          {texts.preview}
        </Link>
      ) : null}
      <Link href="/admin" prefetch={false}>
        {texts.admin}
      </Link>
      <button type="button" onClick={onExit}>
        {texts.exit}
      </button>
    </aside>
  )
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
    <EditLinks
      texts={texts}
      locale={locale}
      onExit={() => {
        sessionStorage.setItem(CLOSED, '1')
        setSignedIn(false)
      }}
    />
  )
}
