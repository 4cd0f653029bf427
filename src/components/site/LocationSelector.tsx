'use client'

import { COUNTRY_COOKIE } from '@/config/constants'
import { savePreference } from '@/lib/cookies'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

/**
 * "Select location": about 250 codes grouped by continent, filtered as you type. Choosing one stores
 * the cookie, adds `?country=` to the current URL and reloads (SPEC 4). Without JavaScript each entry
 * is a plain link with `?country=`, which the server remembers just the same.
 *
 * The list itself is server-rendered (`children`, src/components/site/Chrome.tsx `CountryList`): the
 * 250 names reach the browser once, as HTML, not a second time as this component's props to hydrate.
 * Filtering hides entries by their `data-name`; a click on one is handled here.
 */
export function LocationSelector({
  currentName,
  texts,
  secure,
  children,
}: {
  currentName: string
  texts: { label: string; heading: string; search: string; none: string }
  secure: boolean
  children: ReactNode
}) {
  const [filter, setFilter] = useState('')
  const [empty, setEmpty] = useState(false)
  const headingId = useId()
  const list = useRef<HTMLDivElement>(null)

  /** Shows the entries whose name contains the text typed (or whose code it is), and their groups. */
  const applyFilter = (value: string) => {
    setFilter(value)
    const needle = value.trim().toLocaleLowerCase()
    let shown = 0
    for (const group of list.current?.querySelectorAll<HTMLElement>('[data-group]') ?? []) {
      let inGroup = 0
      for (const link of group.querySelectorAll<HTMLAnchorElement>('a[data-country]')) {
        const match =
          !needle ||
          (link.dataset.name ?? '').includes(needle) ||
          (link.dataset.country ?? '').toLowerCase() === needle
        link.parentElement!.hidden = !match
        if (match) inGroup += 1
      }
      group.hidden = inGroup === 0
      shown += inGroup
    }
    setEmpty(shown === 0)
  }

  useEffect(() => {
    const container = list.current
    if (!container) return
    const choose = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-country]')
      if (!link || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      const code = link.dataset.country!
      savePreference(COUNTRY_COOKIE, code, secure)
      const url = new URL(window.location.href)
      url.searchParams.set('country', code)
      window.location.assign(url.toString())
    }
    container.addEventListener('click', choose)
    return () => container.removeEventListener('click', choose)
  }, [secure])

  return (
    <details className="selector selector--location">
      <summary>
        <span className="selector__label">{texts.label}</span> {currentName}
      </summary>
      <div className="selector__panel" role="group" aria-labelledby={headingId}>
        <h2 id={headingId} className="selector__heading">
          {texts.heading}
        </h2>
        <input
          type="search"
          className="selector__search"
          aria-label={texts.search}
          placeholder={texts.search}
          value={filter}
          onChange={(event) => applyFilter(event.target.value)}
        />
        {empty ? <p>{texts.none}</p> : null}
        <div ref={list}>{children}</div>
      </div>
    </details>
  )
}
