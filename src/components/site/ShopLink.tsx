import type { ReactNode } from 'react'

import { localized, paths } from '@/i18n/paths'

/**
 * A link to a shop: always through the click-out (`/out/…`, src/clicks), which counts it and redirects
 * to the shop. A plain anchor, never prefetched (a prefetch is nobody's click), opened in a new tab,
 * marked as paid and not to be followed by crawlers.
 */
export function ShopLink({
  kind,
  id,
  country,
  locale,
  className,
  children,
}: {
  kind: 'store' | 'offer'
  id: string | number
  country: string
  locale: string
  className?: string
  children: ReactNode
}) {
  return (
    <a
      href={localized(locale, paths.out(kind, id, country))}
      className={className}
      rel="sponsored nofollow noopener"
      target="_blank"
    >
      {children}
    </a>
  )
}
