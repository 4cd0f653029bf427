'use client'

import { LOCALE_COOKIE } from '@/config/constants'
import { savePreference } from '@/lib/cookies'
import { usePathname } from 'next/navigation'
import { useId } from 'react'

import { Popover } from './Popover'

interface Option {
  code: string
  label: string
}

/** The same page in another language: swap the `/xx` prefix (English has none). */
function pathIn(code: string, pathname: string, current: string): string {
  const bare =
    current === 'en' ? pathname : pathname.replace(new RegExp(`^/${current}(?=/|$)`), '') || '/'
  if (code === 'en') return bare
  return bare === '/' ? `/${code}` : `/${code}${bare}`
}

/**
 * Switches to the same page in another language and remembers the choice for 365 days:
 * a plain list of links that works without JavaScript; with it, the cookie is written first.
 */
export function LanguageSelector({
  current,
  options,
  label,
  secure,
}: {
  current: string
  options: Option[]
  label: string
  secure: boolean
}) {
  const id = useId()
  const pathname = usePathname() ?? '/'
  // Cached pages are shared by every query string: the visitor's own path and query are read when
  // a language is chosen, not at render time.
  const choose = (code: string, link: HTMLAnchorElement) => {
    savePreference(LOCALE_COOKIE, code, secure)
    link.href = `${pathIn(code, window.location.pathname, current)}${window.location.search}`
  }
  return (
    <Popover className="selector">
      <summary aria-describedby={id}>
        <span id={id} className="selector__label">
          {label}
        </span>{' '}
        {options.find((option) => option.code === current)?.label}
      </summary>
      <ul className="selector__list" aria-label={label}>
        {options.map((option) => (
          <li key={option.code}>
            <a
              href={pathIn(option.code, pathname, current)}
              hrefLang={option.code}
              lang={option.code}
              aria-current={option.code === current ? 'true' : undefined}
              onClick={(event) => choose(option.code, event.currentTarget)}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </Popover>
  )
}
