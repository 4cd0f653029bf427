'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

import type { ConsentBanner, CookieSettingsButton } from './ConsentBanner'

const load = () => import('./ConsentBanner')
const Banner = lazy(() => load().then((module) => ({ default: module.ConsentBanner })))
const SettingsButton = lazy(() =>
  load().then((module) => ({ default: module.CookieSettingsButton })),
)

/*
 * The consent banner and the footer's "Cookie settings" (./ConsentBanner), whose code the browser
 * loads only where they are drawn: on a site with an analytics script to ask about. A site without
 * one sends none of it. The server draws them in full; the browser makes them work once loaded.
 */

export function LazyConsentBanner(props: ComponentProps<typeof ConsentBanner>) {
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  )
}

export function LazyCookieSettingsButton(props: ComponentProps<typeof CookieSettingsButton>) {
  return (
    <Suspense fallback={null}>
      <SettingsButton {...props} />
    </Suspense>
  )
}
