'use client'

import { COUNTRY_COOKIE } from '@/config/constants'
import { savePreference } from '@/lib/cookies'
import { useId, useMemo, useState } from 'react'

export interface CountryGroup {
  id: string
  label: string
  countries: { code: string; name: string }[]
}

/**
 * "Select location": about 250 codes grouped by continent, filtered as you type. Choosing one stores
 * the cookie, adds `?country=` to the current URL and reloads (SPEC 4). Without JavaScript each entry
 * is a plain link with `?country=`, which the server remembers just the same.
 */
export function LocationSelector({
  current,
  currentName,
  groups,
  texts,
  secure,
}: {
  current: string
  currentName: string
  groups: CountryGroup[]
  texts: { label: string; heading: string; search: string; none: string }
  secure: boolean
}) {
  const [filter, setFilter] = useState('')
  const headingId = useId()
  const visible = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase()
    if (!needle) return groups
    return groups
      .map((group) => ({
        ...group,
        countries: group.countries.filter(
          (c) => c.name.toLocaleLowerCase().includes(needle) || c.code.toLowerCase() === needle,
        ),
      }))
      .filter((group) => group.countries.length > 0)
  }, [filter, groups])

  const choose = (code: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    savePreference(COUNTRY_COOKIE, code, secure)
    const url = new URL(window.location.href)
    url.searchParams.set('country', code)
    window.location.assign(url.toString())
  }

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
          onChange={(event) => setFilter(event.target.value)}
        />
        {visible.length === 0 ? <p>{texts.none}</p> : null}
        {visible.map((group) => (
          <section key={group.id} className="selector__group">
            <h3>{group.label}</h3>
            <ul>
              {group.countries.map((country) => (
                <li key={country.code}>
                  <a
                    href={`?country=${country.code}`}
                    onClick={choose(country.code)}
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
    </details>
  )
}
