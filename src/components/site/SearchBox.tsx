'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'

import type { Suggestions } from '@/data/search/suggestions'

export interface SearchTexts {
  label: string
  placeholder: string
  submit: string
  suggestions: string
  /** "n suggestions" for n = 0…8, announced to screen readers. */
  counts: string[]
  /** Section names by suggestion type. */
  types: Record<Suggestions['items'][number]['type'], string>
}

const SearchSuggestions = lazy(() =>
  import('./SearchSuggestions').then(({ SearchSuggestions }) => ({ default: SearchSuggestions })),
)

/**
 * The header's search box: a plain form that submits to the results page, with or without
 * JavaScript. Its suggestions (./SearchSuggestions) load when the box is first focused or typed in,
 * so a page that nobody searches from does without their code. On the results page it shows the
 * query searched, with its suggestions once focused.
 */
export function SearchBox({
  action,
  lang,
  country,
  texts,
}: {
  action: string
  lang: string
  country: string
  texts: SearchTexts
}) {
  const listId = `${useId()}-list`
  const input = useRef<HTMLInputElement>(null)
  const [used, setUsed] = useState(false)
  const show = useCallback((q: string) => {
    if (input.current) input.current.value = q
  }, [])
  const emptyList = (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.suggestions}
        className="suggestions"
        hidden
      />
      <span className="visually-hidden" role="status" aria-live="polite" />
    </>
  )

  return (
    <form role="search" action={action} className="site-search">
      {/* Its own boundary: a page rendered ahead of time leaves the query to the browser. */}
      <Suspense fallback={null}>
        <ShownQuery action={action} show={show} />
      </Suspense>
      {/* HTML refuses role="combobox" on type="search": text, asking for the search keyboard. */}
      <input
        ref={input}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name="q"
        maxLength={200}
        autoComplete="off"
        role="combobox"
        aria-label={texts.label}
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={listId}
        placeholder={texts.placeholder}
        onFocus={() => setUsed(true)}
        onInput={() => setUsed(true)}
      />
      <button type="submit">{texts.submit}</button>
      {used ? (
        <Suspense fallback={emptyList}>
          <SearchSuggestions
            input={input}
            listId={listId}
            lang={lang}
            country={country}
            texts={texts}
          />
        </Suspense>
      ) : (
        emptyList
      )}
    </form>
  )
}

/**
 * The query of the results page into the box (again when a link there changes it); elsewhere none,
 * once the shopper navigates. Not emptied on arrival: what was typed before the page hydrated stays.
 */
function ShownQuery({ action, show }: { action: string; show: (q: string) => void }) {
  const pathname = usePathname()
  const q = useSearchParams().get('q')
  const arrived = useRef(false)
  useEffect(() => {
    const onResults = pathname === action
    const first = !arrived.current
    arrived.current = true
    if (first && !onResults) return
    show(onResults ? (q ?? '') : '')
  }, [pathname, q, action, show])
  return null
}
