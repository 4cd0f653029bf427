'use client'

import { Button, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation.js'
import { useId, useState } from 'react'

import { useAdminMessage } from './useAdminMessage'

/**
 * One unmatched item of a feed run's report: match it to a product by id or slug, or create its
 * product in a category (POST /api/feed-runs/{id}/resolve); the report then shows the product.
 */
export function ResolveUnmatched({
  runId,
  itemId,
  categories,
  suggestedCategory,
}: {
  runId: number
  itemId: string
  categories: { id: number; name: string }[]
  suggestedCategory: number | null
}) {
  const {
    config: {
      routes: { api, admin },
    },
  } = useConfig()
  const router = useRouter()
  const t = useAdminMessage()
  const id = useId()
  const [product, setProduct] = useState('')
  const [category, setCategory] = useState(suggestedCategory ? String(suggestedCategory) : '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<{ id: number; slug: string } | null>(null)

  const resolve = async (data: { product?: string; category?: number }) => {
    setBusy(true)
    setError(null)
    const response = await fetch(`${api}/feed-runs/${runId}/resolve`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ item: itemId, ...data }),
    })
    const body = await response.json().catch(() => ({}))
    setBusy(false)
    if (!response.ok) return setError(body?.errors?.[0]?.message ?? `HTTP ${response.status}`)
    setDone(body.product)
    router.refresh()
  }
  if (done) {
    return (
      <a href={`${admin}/collections/products/${done.id}`}>
        {t('feedMatchedTo', { product: done.slug })}
      </a>
    )
  }
  return (
    <div className="feed-resolve">
      {/* Not forms: the report stands inside the run's document form. */}
      <div className="feed-resolve__row">
        <label htmlFor={`${id}-product`}>{t('feedMatchProduct')}</label>
        <input
          id={`${id}-product`}
          value={product}
          onChange={(event) => setProduct(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            if (product.trim()) void resolve({ product: product.trim() })
          }}
        />
        <Button
          buttonStyle="secondary"
          size="small"
          disabled={busy || !product.trim()}
          onClick={() => void resolve({ product: product.trim() })}
        >
          {t('feedMatch')}
        </Button>
      </div>
      <div className="feed-resolve__row">
        <label htmlFor={`${id}-category`}>{t('feedCreateIn')}</label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">–</option>
          {categories.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <Button
          buttonStyle="secondary"
          size="small"
          disabled={busy || !category}
          onClick={() => void resolve({ category: Number(category) })}
        >
          {t('feedCreate')}
        </Button>
      </div>
      {error ? (
        <p className="feed-resolve__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
