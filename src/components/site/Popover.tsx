'use client'

import { useEffect, useRef, type ReactNode } from 'react'

const summaryOf = (details: HTMLDetailsElement) =>
  details.querySelector<HTMLElement>(':scope > summary')

/**
 * A menu or panel that opens from its summary: a `<details>`, so it opens and closes without
 * JavaScript too. With it, Escape closes it as a menu closes (WAI-ARIA): pressed inside, focus goes
 * back to the summary; pressed elsewhere with nothing focused, too; pressed in another control, focus
 * stays there. A control inside that uses Escape itself (it calls preventDefault) keeps it.
 */
export function Popover({
  className,
  onOpen,
  children,
}: {
  className: string
  /** Called each time it opens. */
  onOpen?: () => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    const details = ref.current
    if (!details) return
    // Escape with focus outside every popover (after a click on the page, say) closes the open ones.
    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !details.open) return
      const focused = document.activeElement
      details.open = false
      if (!focused || focused === document.body) summaryOf(details)?.focus()
    }
    document.addEventListener('keydown', onDocumentKeyDown)
    return () => document.removeEventListener('keydown', onDocumentKeyDown)
  }, [])

  return (
    <details
      ref={ref}
      className={className}
      onToggle={(event) => {
        if (event.currentTarget.open) onOpen?.()
      }}
      onKeyDown={(event) => {
        const details = event.currentTarget
        if (event.key !== 'Escape' || event.defaultPrevented || !details.open) return
        // Also keeps a search field inside from emptying itself instead.
        event.preventDefault()
        details.open = false
        summaryOf(details)?.focus()
      }}
    >
      {children}
    </details>
  )
}
