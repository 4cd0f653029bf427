import { describe, expect, it } from 'vitest'

import { dailySeries, dealOf } from '@/prices/history'

describe('a deal', () => {
  it('is a price below the 30-day low, measured against it and never rounded up', () => {
    expect(dealOf(100, 110, 'EUR')).toEqual({ discount: 9, reference: 110, currency: 'EUR' })
    expect(dealOf(80, 100, 'SEK')).toEqual({ discount: 20, reference: 100, currency: 'SEK' })
    expect(dealOf(99.99, 100, 'EUR')?.discount).toBe(0)
    expect(dealOf(87.05, 100, 'EUR')?.discount).toBe(12.9)
  })

  it('is none at or above the low, without a low, or without a price', () => {
    expect(dealOf(100, 100, 'EUR')).toBeNull()
    expect(dealOf(101, 100, 'EUR')).toBeNull()
    expect(dealOf(100, null, 'EUR')).toBeNull()
    expect(dealOf(null, 100, 'EUR')).toBeNull()
    expect(dealOf(0, 0, 'EUR')).toBeNull()
  })
})

describe('the daily series of the chart', () => {
  const points = [
    { day: '2026-08-01', price: 120 },
    { day: '2026-11-01', price: 110 },
    { day: '2026-11-20', price: 100 },
  ]

  it('carries each change point forward day by day over the last 90 days', () => {
    const series = dailySeries(points, '2026-11-24')
    expect(series).toHaveLength(90)
    expect(series[0]).toEqual({ day: '2026-08-27', price: 120 })
    expect(series.find((entry) => entry.day === '2026-10-31')?.price).toBe(120)
    expect(series.find((entry) => entry.day === '2026-11-01')?.price).toBe(110)
    expect(series.at(-1)).toEqual({ day: '2026-11-24', price: 100 })
  })

  it("starts at a newer product's first day and ends at the price now", () => {
    const series = dailySeries([{ day: '2026-11-22', price: 50 }], '2026-11-24', 45)
    expect(series.map((entry) => entry.price)).toEqual([50, 50, 45])
    expect(dailySeries([], '2026-11-24', 45)).toEqual([])
  })
})
