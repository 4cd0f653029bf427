'use client'

import Link from 'next/link'
import { useSyncExternalStore } from 'react'

import { PREVIEWABLE } from '@/lib/preview'

import type { EditBarTexts } from './EditBar'

const previewable = new Set<string>(PREVIEWABLE)

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

export function EditLinks({
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
