import Link from 'next/link'
import type { UIFieldServerProps } from 'payload'

import { storeClicks } from '@/clicks/report'

/**
 * The store's clicks to its shop (src/clicks) in its admin view: the last 7 and 30 days, a bar per day,
 * and a link to the report for this store.
 */
export async function StoreClicks({ id }: UIFieldServerProps) {
  const storeId = Number(id)
  if (!Number.isInteger(storeId) || storeId <= 0) return null
  const clicks = await storeClicks(storeId)
  const most = Math.max(1, ...clicks.days.map((day) => day.clicks))
  const format = new Intl.NumberFormat('en-US')
  return (
    <div className="field-type store-clicks" style={{ marginBottom: 'var(--base)' }}>
      <h4 style={{ marginBottom: 'calc(var(--base) / 4)' }}>Clicks to the shop</h4>
      <p style={{ margin: 0 }}>
        <strong className="store-clicks__last7">{format.format(clicks.last7)}</strong> in the last 7
        days · <strong className="store-clicks__last30">{format.format(clicks.last30)}</strong> in
        the last 30 days
      </p>
      <div
        role="img"
        aria-label={`Clicks per day over the last 30 days: ${clicks.days.map((day) => `${day.day}: ${day.clicks}`).join(', ')}`}
        style={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 40, margin: '8px 0' }}
      >
        {clicks.days.map((day) => (
          <span
            key={day.day}
            title={`${day.day}: ${day.clicks}`}
            style={{
              flex: 1,
              height: `${Math.max(2, (day.clicks / most) * 100)}%`,
              background: day.clicks ? 'var(--theme-success-500)' : 'var(--theme-elevation-150)',
            }}
          />
        ))}
      </div>
      <Link href={`/admin/clicks?store=${storeId}`}>Clicks report for this store</Link>
    </div>
  )
}
