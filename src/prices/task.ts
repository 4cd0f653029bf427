import type { CollectionAfterChangeHook, TaskConfig } from 'payload'

import { expire } from '@/cache'
import { savedDraftOnly } from '@/cache/hooks'
import { maintenanceDb } from '@/lib/db'

import { productsOfStore } from '@/data/products'

import { recordDailyPrices, recordPrices } from './record'

/**
 * The job that records prices (src/prices/record.ts), run by the server's job runner: once a day for
 * every product, and after an edit for the products it touched. After an edit, not in it: the hook runs
 * inside the edit's transaction, which the recording (another connection) could not see; queued with
 * the edit, the job runs once it is committed, within the job runner's next minute. The pages meanwhile
 * compare the new price with the history already, so only the deals' order waits for it.
 */
export const recordPricesTask: TaskConfig<{
  input: { products?: number[] | null }
  output: object
}> = {
  slug: 'recordPrices',
  label: 'Record prices and deals',
  inputSchema: [{ name: 'products', type: 'json' }],
  retries: 2,
  // Every night, a few minutes past midnight UTC: the references move on by a day.
  schedule: [{ cron: '0 5 0 * * *', queue: 'default' }],
  handler: async ({ input }) => {
    const ids = Array.isArray(input?.products)
      ? input.products.filter((id): id is number => Number.isInteger(id))
      : null
    if (ids === null) await recordDailyPrices(maintenanceDb())
    else if (ids.length) await recordPrices(ids, maintenanceDb())
    // The deals' lists and shelves read what was recorded.
    expire(['products'])
    return { output: {} }
  },
}

type Slug = 'products' | 'stores'

/** Queues the recording for what an edit of a product, or of a store's status, changed. */
export function recordPricesAfterChange(slug: Slug): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req }) => {
    if (req.context.disablePriceRecording || savedDraftOnly(doc, req)) return doc
    let products: number[]
    if (slug === 'products') products = [doc.id as number]
    else if (doc._status !== previousDoc?._status) products = await productsOfStore(doc.id)
    else return doc
    if (products.length) {
      await req.payload.jobs.queue({ task: 'recordPrices', input: { products }, req })
    }
    return doc
  }
}
