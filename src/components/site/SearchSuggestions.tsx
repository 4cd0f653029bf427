'use client'

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react'

import { fetcher } from '@/lib/fetcher'
import type { Suggestions } from '@/data/search/suggestions'

import { Highlighted } from './Highlighted'
import type { SearchTexts } from './SearchBox'

const DEBOUNCE_MS = 150
const MIN_LENGTH = 2
const MAX_LENGTH = 100
const BOX_EVENTS = ['input', 'focus', 'blur'] as const

/**
 * The search box's suggestions (WAI-ARIA combobox with a list box), loaded when the box is first
 * used: as you type, debounced; arrows move through them, Enter opens the chosen one (or searches),
 * Escape closes the list, or empties the box when it is closed. Works on the box's own input element.
 */
export function SearchSuggestions({
  input,
  listId,
  lang,
  country,
  texts,
}: {
  input: RefObject<HTMLInputElement | null>
  listId: string
  lang: string
  country: string
  texts: SearchTexts
}) {
  // The box itself holds what is typed and whether it is in use, also from before this code loaded.
  const watch = (changed: () => void) => {
    const box = input.current
    for (const type of BOX_EVENTS) box?.addEventListener(type, changed)
    return () => {
      for (const type of BOX_EVENTS) box?.removeEventListener(type, changed)
    }
  }
  const value = useSyncExternalStore(
    watch,
    () => input.current?.value ?? '',
    () => '',
  )
  const focused = useSyncExternalStore(
    watch,
    () => input.current !== null && input.current === document.activeElement,
    () => false,
  )
  /** Closed with Escape while the box keeps the focus; opened again by typing or an arrow key. */
  const [dismissed, setDismissed] = useState(false)
  const open = focused && !dismissed
  const [result, setResult] = useState<Suggestions | null>(null)
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
  const items = useMemo(
    () => (typed >= MIN_LENGTH && typed <= MAX_LENGTH ? (result?.items ?? []) : []),
    [typed, result],
  )
  const expanded = open && items.length > 0
  const optionId = (index: number) => `${listId}-option-${index}`

  useEffect(() => {
    const box = input.current
    if (!box) return
    box.setAttribute('aria-expanded', String(expanded))
    if (expanded && active >= 0) box.setAttribute('aria-activedescendant', optionId(active))
    else box.removeAttribute('aria-activedescendant')
  })

  useEffect(() => {
    const box = input.current
    if (!box) return
    const reopen = () => setDismissed(false)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (items.length === 0) return
        event.preventDefault()
        setDismissed(false)
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive((current) => {
          if (!open) return step > 0 ? 0 : items.length - 1
          const next = current + step
          return next < -1 ? items.length - 1 : next >= items.length ? -1 : next
        })
      } else if (event.key === 'Escape') {
        if (expanded) {
          event.preventDefault()
          setDismissed(true)
          setActive(-1)
        } else if (box.value) {
          event.preventDefault()
          box.value = ''
          box.dispatchEvent(new Event('input', { bubbles: true }))
        }
      } else if (event.key === 'Enter' && expanded && active >= 0) {
        event.preventDefault()
        window.location.assign(items[active]!.url)
      }
    }
    box.addEventListener('input', reopen)
    box.addEventListener('blur', reopen)
    box.addEventListener('keydown', onKeyDown)
    return () => {
      box.removeEventListener('input', reopen)
      box.removeEventListener('blur', reopen)
      box.removeEventListener('keydown', onKeyDown)
    }
  }, [input, items, open, expanded, active])

  return (
    <>
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
    </>
  )
}
