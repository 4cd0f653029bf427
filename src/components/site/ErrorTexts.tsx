'use client'

import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react'

/*
 * The error screens' browser side in one module, which the layout loads anyway for the texts: the
 * error and 404 boundaries then need no code of their own on every page (the error boundary's file
 * only names this module's screen).
 */

export interface ErrorTexts {
  /** "Oops... {status}" with `{status}` left in. */
  oops: string
  back: string
  generic: string
  /** "Error reference: {id}" with `{id}` left in. */
  reference: string
  home: string
}

const fallback: ErrorTexts = {
  oops: 'Oops... {status}',
  back: 'Back to home page',
  generic: 'Something went wrong. Please try again.',
  reference: 'Error reference: {id}',
  home: '/',
}
const Context = createContext<ErrorTexts>(fallback)

/** The error screen's few texts in the page's language, handed down by the layout. */
export function ErrorTextsProvider({
  texts,
  children,
}: {
  texts: ErrorTexts
  children: ReactNode
}) {
  return <Context.Provider value={texts}>{children}</Context.Provider>
}

/**
 * "Oops... {status}" with the message and a button back to the current language's home. The
 * button clears the error and navigates, so the next page renders fresh.
 */
export function ErrorScreen({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number }
  reset: () => void
}) {
  const text = useContext(Context)
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

const noSubscription = () => () => {}

const currentPath = () => {
  try {
    return decodeURI(window.location.pathname)
  } catch {
    return window.location.pathname
  }
}

/**
 * The path the visitor asked for, on a 404 screen that may be cached and shared by every unknown path
 * of its route: the server renders what it knows, the browser its own address.
 */
export function RequestedPath({ initial }: { initial: string }) {
  return <>{useSyncExternalStore(noSubscription, currentPath, () => initial)}</>
}
