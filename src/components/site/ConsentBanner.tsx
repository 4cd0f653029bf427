'use client'

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import { consentCookie, readConsent, type ConsentChoice } from '@/lib/consent'

/** Window event the footer's "Cookie settings" button sends to open the banner again. */
const OPEN_SETTINGS_EVENT = 'site:consent-settings'

export interface ConsentTexts {
  title: string
  text: string
  privacy: string
  accept: string
  decline: string
}

export interface AnalyticsScript {
  src: string
  siteId: string | null
}

// Once per page load: a client-side navigation keeps the script running, a second copy would count twice.
let injected = false

function injectAnalytics({ src, siteId }: AnalyticsScript) {
  if (injected) return
  injected = true
  const script = document.createElement('script')
  script.src = src
  script.async = true
  // Handed to the script as data-site-id on its own tag (document.currentScript.dataset.siteId).
  if (siteId) script.dataset.siteId = siteId
  document.head.appendChild(script)
}

// The saved choice as a tiny external store: the cookie is the truth, `choose` tells the subscribers.
const subscribers = new Set<() => void>()
const subscribe = (listener: () => void) => {
  subscribers.add(listener)
  return () => void subscribers.delete(listener)
}
const savedChoice = () => readConsent(document.cookie) ?? 'none'
// The server (and hydration) renders the same page for everyone: no banner until the cookie is read.
const unknownChoice = () => 'unknown'

/**
 * The consent banner: asks once, in the page's language, whether the configured analytics
 * script may run; nothing third-party loads before "Accept". A non-modal region (focus is not trapped;
 * the page stays usable), first in the document so keyboard and screen-reader users meet it first; the
 * choice is kept for 180 days and can be changed from the footer's "Cookie settings".
 */
export function ConsentBanner({
  analytics,
  texts,
  privacyHref,
  secure,
}: {
  analytics: AnalyticsScript
  texts: ConsentTexts
  privacyHref: string
  secure: boolean
}) {
  const choice = useSyncExternalStore(subscribe, savedChoice, unknownChoice)
  const [reopened, setReopened] = useState(false)
  const region = useRef<HTMLElement>(null)
  const titleId = useId()
  const textId = useId()
  const { src, siteId } = analytics

  useEffect(() => {
    if (choice === 'granted') injectAnalytics({ src, siteId })
  }, [choice, src, siteId])

  useEffect(() => {
    const reopen = () => setReopened(true)
    window.addEventListener(OPEN_SETTINGS_EVENT, reopen)
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, reopen)
  }, [])

  useEffect(() => {
    // Opened on request from the footer: take the shopper to it. Shown on arrival: focus stays put.
    if (reopened) region.current?.focus()
  }, [reopened])

  const open = choice === 'none' || reopened
  useEffect(() => {
    // Room at the end of the page for the fixed banner, so it never hides the footer's last links.
    const element = region.current
    if (!open || !element || typeof ResizeObserver !== 'function') return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() =>
      root.setProperty('--consent-space', `${element.offsetHeight}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeProperty('--consent-space')
    }
  }, [open])

  const choose = (next: ConsentChoice) => {
    document.cookie = consentCookie(next, secure)
    setReopened(false)
    for (const listener of subscribers) listener()
    // A running script cannot be unloaded: withdrawing consent reloads the page without it.
    if (next === 'denied' && injected) window.location.reload()
  }

  if (!open) return null
  return (
    <section
      ref={region}
      className="consent"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
    >
      <div className="consent__inner">
        <h2 id={titleId} className="consent__title">
          {texts.title}
        </h2>
        <p id={textId} className="consent__text">
          {texts.text} <a href={privacyHref}>{texts.privacy}</a>
        </p>
        <div className="consent__actions">
          <button type="button" className="consent__button" onClick={() => choose('granted')}>
            {texts.accept}
          </button>
          <button type="button" className="consent__button" onClick={() => choose('denied')}>
            {texts.decline}
          </button>
        </div>
      </div>
    </section>
  )
}

/** The footer's "Cookie settings": opens the consent banner again to change the choice. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))}
    >
      {label}
    </button>
  )
}
