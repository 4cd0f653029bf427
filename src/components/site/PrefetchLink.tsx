import type { ReactNode } from 'react'

/** Marks the links that the app router follows and prefetches (./navigationRuntime). */
export const ROUTE_LINK = 'data-route'

/**
 * An internal link: a plain anchor, server-rendered, that ./navigationRuntime follows with the app router
 * and prefetches by the site's policies. No component of its own in the browser: a page's dozens of
 * links cost its hydration nothing.
 */
export function PrefetchLink({
  href,
  children,
  className,
  ...rest
}: {
  href: string
  children: ReactNode
  className?: string
  'aria-label'?: string
}) {
  return (
    <a href={href} className={className} {...{ [ROUTE_LINK]: '' }} {...rest}>
      {children}
    </a>
  )
}
