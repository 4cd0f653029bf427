'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useId, useRef, useState } from 'react'

import { fetcher } from '@/lib/fetcher'
import type { Suggestions } from '@/data/search/suggestions'

import { Highlighted } from './Highlighted'

const DEBOUNCE_MS = 150
const MIN_LENGTH = 2
const MAX_LENGTH = 100

interface Texts {
  label: string
  placeholder: string
  submit: string
  suggestions: string
  /** "n suggestions" for n = 0…8, announced to screen readers. */
  counts: string[]
  /** Section names by suggestion type. */
  types: Record<Suggestions['items'][number]['type'], string>
}

/**
 * The header's search box (WAI-ARIA combobox with a list box): suggestions as you type, debounced;
 * arrows move through them, Enter opens the chosen one (or searches), Escape closes the list. Without
 * JavaScript it is a plain form that submits to the results page. On the results page it shows the
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
  texts: Texts
}) {
  const id = useId()
  const listId = `${id}-list`
  const [value, setValue] = useState('')
  const [result, setResult] = useState<Suggestions | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const latest = useRef(0)
  /** What the suggestions shown answer: reopening the list for it keeps them and the choice. */
  const answered = useRef('')

  useEffect(() => {
    const q = value.trim()
    // Asked for while the box is in use: not for the query a results page shows in it.
    if (!open || q.length < MIN_LENGTH || q.length > MAX_LENGTH) return
    const key = JSON.stringify([q, lang, country])
    if (key === answered.current) return
    const request = ++latest.current
    const timer = setTimeout(() => {
      fetcher<Suggestions>('/api/search/suggestions', { query: { q, lang, country } })
        .then((answer) => {
          if (request !== latest.current) return
          answered.current = key
          setResult(answer)
          setActive(-1)
        })
        .catch(() => {
          if (request !== latest.current) return
          answered.current = ''
          setResult(null)
        })
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value, open, lang, country])

  const typed = value.trim().length
  // A stale answer waits for its successor; a query too short or too long shows none.
  const items = typed >= MIN_LENGTH && typed <= MAX_LENGTH ? (result?.items ?? []) : []
  const expanded = open && items.length > 0
  const optionId = (index: number) => `${id}-option-${index}`

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => {
        if (!open) return step > 0 ? 0 : items.length - 1
        const next = current + step
        return next < -1 ? items.length - 1 : next >= items.length ? -1 : next
      })
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (value) {
        event.preventDefault()
        setValue('')
      }
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      window.location.assign(items[active]!.url)
    }
  }

  return (
    <form role="search" action={action} className="site-search">
      {/* Its own boundary: a page rendered ahead of time leaves the query to the browser. */}
      <Suspense fallback={null}>
        <ShownQuery action={action} show={setValue} />
      </Suspense>
      {/* HTML refuses role="combobox" on type="search": text, asking for the search keyboard. */}
      <input
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name="q"
        maxLength={200}
        autoComplete="off"
        role="combobox"
        aria-label={texts.label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={texts.placeholder}
        value={value}
        onChange={(event) => {
          setValue(event.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit">{texts.submit}</button>
      <ul
        id={listId}
        role="listbox"
        aria-label={texts.suggestions}
        className="suggestions"
        hidden={!expanded}
      >
        {items.map((item, index) => (
          <li
            key={`${item.type}-${item.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="suggestions__item"
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              window.location.assign(item.url)
            }}
            onMouseMove={() => setActive(index)}
          >
            <span className="suggestions__name">
              <Highlighted text={item.name} terms={result?.terms} />
            </span>
            <span className="suggestions__type">{texts.types[item.type]}</span>
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open && result && typed >= MIN_LENGTH && typed <= MAX_LENGTH
          ? texts.counts[Math.min(items.length, texts.counts.length - 1)]
          : ''}
      </span>
    </form>
  )
}

/**
 * The query of the results page into the box (again when a link there changes it); elsewhere none,
 * once the shopper navigates. Not emptied on arrival: what was typed before the page hydrated (React
 * replays it as a change) stays.
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
