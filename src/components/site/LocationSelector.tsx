'use client'

import { lazy, Suspense, useId, useRef, useState } from 'react'

import { Popover } from './Popover'

const CountryList = lazy(() =>
  import('./CountryList').then(({ CountryList }) => ({ default: CountryList })),
)

/**
 * "Select location": about 250 countries grouped by continent, filtered as you type
 * (./CountryList, loaded with the list when the selector is about to open, not sent with every page).
 * Without JavaScript the search box is a form: `?country=` with a code or a name in any of the site's
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
  const [opened, setOpened] = useState(0)
  const search = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const open = () => setOpened((count) => count + 1)
  const busy = <div aria-busy="true" />

  return (
    <Popover className="selector selector--location" onOpen={open}>
      <summary onPointerEnter={open} onFocus={open}>
        <span className="selector__label">{texts.label}</span> {currentName}
      </summary>
      <div className="selector__panel" role="group" aria-labelledby={headingId}>
        <h2 id={headingId} className="selector__heading">
          {texts.heading}
        </h2>
        <form method="get">
          <input
            ref={search}
            type="search"
            name="country"
            className="selector__search"
            aria-label={texts.search}
            placeholder={texts.search}
          />
        </form>
        {opened ? (
          <Suspense fallback={busy}>
            <CountryList
              current={current}
              lang={lang}
              none={texts.none}
              secure={secure}
              search={search}
              opened={opened}
            />
          </Suspense>
        ) : (
          busy
        )}
      </div>
    </Popover>
  )
}
