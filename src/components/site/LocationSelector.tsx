'use client'

import { useId, useMemo, useRef, useState } from 'react'

import { COUNTRY_COOKIE } from '@/config/constants'
import type { CountryGroup } from '@/geo/countryGroups'
import { savePreference } from '@/lib/cookies'

import { Popover } from './Popover'

/**
 * "Select location": about 250 countries grouped by continent, filtered as you type. Choosing one
 * stores the cookie, adds `?country=` to the current URL and reloads. The list is loaded
 * (/location-list/{lang}.json) when the selector is about to open, not sent with every page. Without
 * JavaScript the search box is a form: `?country=` with a code or a name in any of the site's
 * languages, which the server resolves and remembers just the same (src/proxy.ts).
 */
export function LocationSelector({
  current,
  currentName,
  lang,
  texts,
  secure,
}: {
  current: string
  currentName: string
  lang: string
  texts: { label: string; heading: string; search: string; none: string }
  secure: boolean
}) {
  const [filter, setFilter] = useState('')
  const [groups, setGroups] = useState<CountryGroup[] | null>(null)
  const loading = useRef<Promise<void> | null>(null)
  const headingId = useId()

  const load = () => {
    // A failed load is retried the next time the selector is opened.
    loading.current ??= fetch(`/location-list/${lang}.json`)
      .then((response) => (response.ok ? (response.json() as Promise<CountryGroup[]>) : null))
      .then((loaded) => {
        if (loaded) setGroups(loaded)
        else loading.current = null
      })
      .catch(() => {
        loading.current = null
      })
  }

  const visible = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase()
    if (!groups || !needle) return groups ?? []
    return groups
      .map((group) => ({
        ...group,
        countries: group.countries.filter(
          (c) => c.name.toLocaleLowerCase().includes(needle) || c.code.toLowerCase() === needle,
        ),
      }))
      .filter((group) => group.countries.length > 0)
  }, [filter, groups])

  const choose = (code: string) => {
    savePreference(COUNTRY_COOKIE, code, secure)
    const url = new URL(window.location.href)
    url.searchParams.set('country', code)
    window.location.assign(url.toString())
  }

  return (
    <Popover className="selector selector--location" onOpen={load}>
      <summary onPointerEnter={load} onFocus={load}>
        <span className="selector__label">{texts.label}</span> {currentName}
      </summary>
      <div className="selector__panel" role="group" aria-labelledby={headingId}>
        <h2 id={headingId} className="selector__heading">
          {texts.heading}
        </h2>
        <form
          method="get"
          onSubmit={(event) => {
            // Enter picks the first country the filter leaves.
            event.preventDefault()
            const first = visible[0]?.countries[0]
            if (first && filter.trim()) choose(first.code)
          }}
        >
          <input
            type="search"
            name="country"
            className="selector__search"
            aria-label={texts.search}
            placeholder={texts.search}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </form>
        <div aria-busy={groups === null}>
          {groups !== null && visible.length === 0 ? <p>{texts.none}</p> : null}
          {visible.map((group) => (
            <section key={group.id} className="selector__group">
              <h3>{group.label}</h3>
              <ul>
                {group.countries.map((country) => (
                  <li key={country.code}>
                    <a
                      href={`?country=${country.code}`}
                      onClick={(event) => {
                        event.preventDefault()
                        choose(country.code)
                      }}
                      aria-current={country.code === current ? 'true' : undefined}
                      data-country={country.code}
                    >
                      {country.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </Popover>
  )
}
