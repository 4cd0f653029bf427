import type { ServerComponentProps } from 'payload'
import type { ReactNode } from 'react'

import type { AdminMessage } from '@/i18n/admin/messages'
import { adminMessage } from '@/i18n/admin/text'
import { printedGtin } from '@/lib/gtin'

import { ResolveUnmatched } from './ResolveUnmatched'

interface RejectedRow {
  line: number
  id: string | null
  reason: string
}

interface UnmatchedRow {
  line: number
  id: string
  title: string
  gtin: string | null
  brand: string | null
  mpn: string | null
  categoryId?: number | null
  productId?: number
  productSlug?: string
}

type Translate = (key: AdminMessage, values?: Record<string, string | number>) => string

const translator =
  (props: ServerComponentProps): Translate =>
  (key, values) =>
    adminMessage(props.i18n.language, key, values)

/** "Line" for a text feed, "Item" (its position) for an XML one. */
const positionLabel = (t: Translate, format: unknown) =>
  t(format === 'rss' || format === 'atom' ? 'feedItem' : 'feedLine')

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="field-type feed-report">
      <table className="feed-report__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The run's rejected items, each with its line (or position) and id and the reason. */
export function RejectedItems(props: ServerComponentProps) {
  const { data } = props
  const t = translator(props)
  const rows = (Array.isArray(data?.rejected) ? data.rejected : []) as RejectedRow[]
  const total = Number(data?.counts?.rejected ?? rows.length)
  if (total === 0) return null
  return (
    <Table
      caption={
        total > rows.length
          ? t('feedRejectedFirst', { count: total, listed: rows.length })
          : t('feedRejected', { count: total })
      }
      head={[positionLabel(t, data?.format), t('feedItemId'), t('feedReason')]}
      rows={rows.map((row) => [String(row.line), row.id ?? '–', row.reason])}
    />
  )
}

/**
 * Items that matched no product: an editor matches each to a product or creates its product, here
 * or by giving a product the item's GTIN (or brand and MPN) for the next run.
 */
export async function UnmatchedItems(props: ServerComponentProps) {
  const { data, payload, i18n } = props
  const t = translator(props)
  const rows = (Array.isArray(data?.unmatched) ? data.unmatched : []) as UnmatchedRow[]
  if (rows.length === 0) return null
  const { docs } = await payload.find({
    collection: 'post-categories',
    depth: 0,
    limit: 1_000,
    pagination: false,
    sort: 'name',
    locale: i18n.language === 'nb' ? 'no' : (i18n.language as never),
    overrideAccess: true,
  })
  const categories = docs.map((doc) => ({ id: doc.id, name: String(doc.name ?? doc.id) }))
  const runId = Number(props.id ?? data?.id)
  return (
    <Table
      caption={t('feedUnmatched', { count: rows.length })}
      head={[
        positionLabel(t, data?.format),
        t('feedItemId'),
        t('feedTitle'),
        'GTIN',
        t('feedBrand'),
        'MPN',
        t('feedProduct'),
      ]}
      rows={rows.map((row) => [
        String(row.line),
        row.id,
        row.title,
        row.gtin ? printedGtin(row.gtin) : '–',
        row.brand ?? '–',
        row.mpn ?? '–',
        row.productId ? (
          <a href={`${payload.config.routes.admin}/collections/products/${row.productId}`}>
            {t('feedMatchedTo', { product: row.productSlug ?? row.productId })}
          </a>
        ) : (
          <ResolveUnmatched
            runId={runId}
            itemId={row.id}
            categories={categories}
            suggestedCategory={row.categoryId ?? null}
          />
        ),
      ])}
    />
  )
}
