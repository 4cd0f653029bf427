'use client'

import { useEffect } from 'react'

import { useErrorTexts } from '@/components/site/ErrorTexts'

/**
 * "Oops... {status}" with the message and a button back to the current language's home. The
 * button clears the error and navigates, so the next page renders fresh.
 */
export default function ErrorScreen({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number }
  reset: () => void
}) {
  const text = useErrorTexts()
  const home = text.home
  const status = error.status ?? 500
  useEffect(() => console.error(error), [error])
  return (
    <section className="error-screen" role="alert">
      <h1>{text.oops.replace('{status}', String(status))}</h1>
      <p>{error.digest ? text.generic : error.message || text.generic}</p>
      {/* The server logged this error under the same reference (src/instrumentation.ts). */}
      {error.digest ? (
        <p className="error-screen__reference">{text.reference.replace('{id}', error.digest)}</p>
      ) : null}
      <a
        href={home}
        className="button button--lg"
        onClick={(event) => {
          event.preventDefault()
          reset()
          window.location.assign(home)
        }}
      >
        {text.back}
      </a>
    </section>
  )
}
