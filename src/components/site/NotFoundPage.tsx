import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { NotFoundScreen } from './NotFoundScreen'

/** Throws Next's 404 where it cannot take the screen above it down with it. */
async function NotFoundStatus(): Promise<never> {
  notFound()
}

/**
 * A 404 the server renders in full: the screen in the page's language inside the site's layout, and
 * beside it, in its own Suspense boundary, the `notFound()` that sets the status and the noindex.
 * Thrown from the page itself, it would reach Next's outer error handler, which answers 404 with an
 * empty `__next_error__` document that only the browser's JavaScript fills in. In the browser, the
 * boundary's error reaches the segment's not-found boundary, which draws the same screen.
 */
export function NotFoundPage({
  path,
  what,
  invalid = true,
}: {
  path: string
  what?: 'category' | 'publication'
  invalid?: boolean
}) {
  return (
    <>
      <NotFoundScreen invalid={invalid} what={what} path={path} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}
