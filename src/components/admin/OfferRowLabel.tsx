'use client'

import { useConfig, useRowLabel, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { adminText } from '@/i18n/admin/text'

interface OfferRow {
  store?: number | { id: number; name?: string } | null
  country?: string | null
  price?: number | null
  currency?: string | null
}

/** Store names by id, for the whole admin session: a product's offers name few stores, often again. */
const names = new Map<number, Promise<string | null>>()
let batch: Map<number, (name: string | null) => void> | null = null

/** The names the rows of one render ask for, fetched in one request. */
function storeName(api: string, id: number): Promise<string | null> {
  let name = names.get(id)
  if (!name) {
    name = new Promise((resolve) => {
      if (!batch) {
        batch = new Map()
        setTimeout(() => void fetchBatch(api), 0)
      }
      batch.set(id, resolve)
    })
    names.set(id, name)
  }
  return name
}

async function fetchBatch(api: string) {
  const asked = batch!
  batch = null
  const ids = [...asked.keys()]
  const query = new URLSearchParams({
    'where[id][in]': ids.join(','),
    'select[name]': 'true',
    depth: '0',
    limit: String(ids.length),
  })
  let found = new Map<number, string>()
  try {
    const answer = await fetch(`${api}/stores?${query}`, { credentials: 'include' })
    if (answer.ok) {
      const { docs } = (await answer.json()) as { docs: { id: number; name: string }[] }
      found = new Map(docs.map((doc) => [doc.id, doc.name]))
    }
  } catch {
    // Offline or refused: the label names the store by its id, and the next render asks again.
  }
  for (const [id, resolve] of asked) {
    if (!found.has(id)) names.delete(id)
    resolve(found.get(id) ?? null)
  }
}

/**
 * An offer's row, collapsed or open, says what it is: "Velvetwares & Co. · Poland · PLN 86.99" in
 * the editor's language, instead of "Offer 07".
 */
export function OfferRowLabel() {
  const { data, rowNumber } = useRowLabel<OfferRow>()
  const { i18n } = useTranslation()
  const {
    config: {
      routes: { api },
      serverURL,
    },
  } = useConfig()
  const store = data?.store
  const storeId = typeof store === 'object' ? store?.id : store
  // Keyed by the store it names, so that a row whose store was just changed never shows the old name.
  const [fetched, setFetched] = useState<{ id: number; name: string | null } | null>(null)

  useEffect(() => {
    if (typeof storeId !== 'number') return
    let current = true
    void storeName(`${serverURL}${api}`, storeId).then(
      (name) => current && setFetched({ id: storeId, name }),
    )
    return () => {
      current = false
    }
  }, [api, serverURL, storeId])

  const parts: string[] = []
  if (typeof storeId === 'number') {
    const name =
      (typeof store === 'object' ? store?.name : undefined) ??
      (fetched?.id === storeId ? fetched.name : null)
    parts.push(name ?? `#${storeId}`)
  }
  if (data?.country) {
    const countries = new Intl.DisplayNames([i18n.language], { type: 'region' })
    parts.push(countries.of(data.country) ?? data.country)
  }
  if (typeof data?.price === 'number' && data.currency) {
    parts.push(
      new Intl.NumberFormat(i18n.language, { style: 'currency', currency: data.currency }).format(
        data.price,
      ),
    )
  }
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  return (
    <span className="offer-row-label">
      {parts.length ? parts.join(' · ') : `${adminText(i18n.language, 'Offer')} ${number}`}
    </span>
  )
}
