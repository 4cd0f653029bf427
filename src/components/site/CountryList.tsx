'use client'

import { useEffect, useMemo, useState, useSyncExternalStore, type RefObject } from 'react'

import { COUNTRY_COOKIE } from '@/config/constants'
import type { CountryGroup } from '@/geo/countryGroups'
import { savePreference } from '@/lib/cookies'

/** A failed load is tried again the next time the selector opens. */
let loading: Promise<CountryGroup[] | null> | null = null

function countryGroups(lang: string): Promise<CountryGroup[] | null> {
  loading ??= fetch(`/location-list/${lang}.json`)
    .then((response) => (response.ok ? (response.json() as Promise<CountryGroup[]>) : null))
    .catch(() => null)
    .then((groups) => {
      if (!groups) loading = null
      return groups
    })
  return loading
}

/**
 * "Select location"'s countries, grouped by continent and filtered as the selector's search box is
 * typed in (/location-list/{lang}.json, loaded with this code when the selector is about to open).
 * Choosing one stores the cookie, adds `?country=` to the current URL and reloads; Enter in the box
 * picks the first country the filter leaves.
 */
export function CountryList({
  current,
  lang,
  none,
  secure,
  search,
  opened,
}: {
  current: string
  lang: string
  /** "No country matches". */
  none: string
  secure: boolean
  search: RefObject<HTMLInputElement | null>
  /** Changes each time the selector opens: a failed load is tried again. */
  opened: number
}) {
  // The search box holds the filter, also what was typed in it before this code loaded.
  const watch = (changed: () => void) => {
    const box = search.current
    box?.addEventListener('input', changed)
    return () => box?.removeEventListener('input', changed)
  }
  const filter = useSyncExternalStore(
    watch,
    () => search.current?.value ?? '',
    () => '',
  )
  const [groups, setGroups] = useState<CountryGroup[] | null>(null)

  useEffect(() => {
    let live = true
    if (!groups) void countryGroups(lang).then((loaded) => live && loaded && setGroups(loaded))
    return () => {
      live = false
    }
  }, [lang, groups, opened])

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

  useEffect(() => {
    const form = search.current?.form
    if (!form) return
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      const first = visible[0]?.countries[0]
      if (first && filter.trim()) choose(first.code)
    }
    form.addEventListener('submit', onSubmit)
    return () => form.removeEventListener('submit', onSubmit)
  })

  return (
    <div aria-busy={groups === null}>
      {groups !== null && visible.length === 0 ? <p>{none}</p> : null}
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
  )
}
