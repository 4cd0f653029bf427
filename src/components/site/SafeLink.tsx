import type { ReactNode } from 'react'

import { localized } from '@/i18n/paths'
import { safeHref } from '@/lib/safeUrl'

import { PrefetchLink } from './PrefetchLink'

interface Props {
  href: string | null | undefined
  children: ReactNode
  className?: string
  /** Required for any link that leaves the site: without it, an absolute URL is refused. */
  external?: boolean
  /** Internal links get this language's prefix. */
  locale?: string
  'aria-label'?: string
}

/**
 * The one link component (links to shops are ShopLinks: they count the click). Internal paths become
 * locale-aware links that the app router follows by the prefetch and new-build policies
 * (PrefetchLink, navigationRuntime); absolute URLs need `external` and only http(s)/mailto/tel pass (`javascript:`, `data:`, `blob:`, `vbscript:` and anything
 * else are rendered as plain text, never as an href).
 */
export function SafeLink({ href, children, className, external, locale, ...rest }: Props) {
  if (typeof href === 'string' && /^\/(?!\/)/.test(href)) {
    return (
      <PrefetchLink href={locale ? localized(locale, href) : href} className={className} {...rest}>
        {children}
      </PrefetchLink>
    )
  }
  const safe = external ? safeHref(href, { allowContact: true }) : undefined
  if (!safe) return <span className={className}>{children}</span>
  return (
    <a href={safe} className={className} rel="noopener" target="_blank" {...rest}>
      {children}
    </a>
  )
}
