'use client'

import { createContext, useContext, type ReactNode } from 'react'

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

export const useErrorTexts = () => useContext(Context)
