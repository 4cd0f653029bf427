import Link from 'next/link'
import type { UIFieldServerProps } from 'payload'

import { storeClicks } from '@/data/clicksReport'
import { adminMessage } from '@/i18n/admin/text'

/**
 * The store's clicks to its shop (src/clicks) in its admin view: the last 7 and 30 days, a bar per day,
 * and a link to the report for this store.
 */
export async function StoreClicks({ id, i18n }: UIFieldServerProps) {
  const storeId = Number(id)
  if (!Number.isInteger(storeId) || storeId <= 0) return null
  const clicks = await storeClicks(storeId)
  const most = Math.max(1, ...clicks.days.map((day) => day.clicks))
  const { language } = i18n
  const format = new Intl.NumberFormat(language)
  return (
    <div className="field-type store-clicks" style={{ marginBottom: 'var(--base)' }}>
      <h4 style={{ marginBottom: 'calc(var(--base) / 4)' }}>
        {adminMessage(language, 'storeClicksTitle')}
      </h4>
      <p style={{ margin: 0 }}>
        <strong className="store-clicks__last7">{format.format(clicks.last7)}</strong>{' '}
        {adminMessage(language, 'storeClicksLast7')} ·{' '}
        <strong className="store-clicks__last30">{format.format(clicks.last30)}</strong>{' '}
        {adminMessage(language, 'storeClicksLast30')}
      </p>
      <div
        role="img"
        aria-label={adminMessage(language, 'storeClicksChart', {
          days: clicks.days.map((day) => `${day.day}: ${day.clicks}`).join(', '),
        })}
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
      <Link href={`/admin/clicks?store=${storeId}`}>
        {adminMessage(language, 'storeClicksReport')}
      </Link>
    </div>
  )
}
