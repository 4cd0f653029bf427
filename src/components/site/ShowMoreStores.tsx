'use client'

import { useState } from 'react'

import type { Page, StoreSummary } from '@/data/types'
import { fetcher } from '@/lib/fetcher'

/**
 * "Show more stores and retailers": appends the next page from /api/data/stores without a reload. The
 * button is also a link to the next page's real URL, so crawlers and browsers without JavaScript
 * page through the list as well.
 */
export function ShowMoreStores({
  query,
  nextPage,
  nextHref,
  label,
  visitLabel,
  storePath,
  shopPath,
}: {
  query: Record<string, string>
  nextPage: number | null
  nextHref: string
  label: string
  visitLabel: string
  /** The localized path of a store, with `{slug}` in place of its slug. */
  storePath: string
  /** The localized click-out to a store (ShopLink's), with `{id}` in place of its id. */
  shopPath: string
}) {
  const [stores, setStores] = useState<StoreSummary[]>([])
  const [page, setPage] = useState(nextPage)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const load = async (event: React.MouseEvent) => {
    if (page === null) return
    event.preventDefault()
    setBusy(true)
    setFailed(false)
    try {
      const result = await fetcher<Page<StoreSummary>>('/api/data/stores', {
        query: { ...query, page },
      })
      setStores((previous) => [...previous, ...result.docs])
      setPage(result.hasNextPage ? result.page + 1 : null)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {stores.length ? (
        <ul className="grid grid--stores" aria-live="polite">
          {stores.map((store) => (
            <li key={store.id}>
              <article className="card store-card">
                {store.logo ? (
                  // eslint-disable-next-line @next/next/no-img-element -- Payload's generated sizes
                  <img
                    src={store.logo.sizes.thumbnail?.url ?? store.logo.url}
                    // Beside the store's name, which says what it shows (see Picture).
                    alt=""
                    width={store.logo.width ?? undefined}
                    height={store.logo.height ?? undefined}
                    className="picture store-card__logo"
                    loading="lazy"
                  />
                ) : null}
                <h3 className="card__title">
                  <a href={storePath.replace('{slug}', store.slug)}>{store.name}</a>
                </h3>
                {store.shortDescription ? (
                  <p className="card__text">{store.shortDescription}</p>
                ) : null}
                {store.website ? (
                  <a
                    href={shopPath.replace('{id}', String(store.id))}
                    rel="sponsored nofollow noopener"
                    target="_blank"
                    className="button button--sm"
                  >
                    {visitLabel}
                  </a>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {page !== null ? (
        <p className="show-more">
          <a href={nextHref} onClick={load} className="button button--lg" aria-busy={busy}>
            {label}
          </a>
          {failed ? <span role="alert"> ⚠</span> : null}
        </p>
      ) : null}
    </>
  )
}
