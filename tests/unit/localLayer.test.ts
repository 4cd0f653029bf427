import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { MAX_AGE_MS, keep, layer } from '../../src/cache/local.mjs'

describe('the process-local answers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    layer().entries.clear()
  })
  afterEach(() => vi.useRealTimers())

  it('let go of answers past their age, not only once the layer is full', async () => {
    for (let index = 0; index < 500; index++) {
      await keep(`product:${index}`, ['products'], async () => ({ offers: new Array(100) }))
    }
    expect(layer().entries.size).toBe(500)
    vi.setSystemTime(Date.now() + MAX_AGE_MS + 1)
    // A later read of anything else: the old answers are gone from memory, the new one kept.
    let loads = 0
    await keep('store:1', ['stores'], async () => ++loads)
    expect([...layer().entries.keys()]).toEqual(['store:1'])
    expect(await keep('store:1', ['stores'], async () => ++loads)).toBe(1)
  })

  it('keeps serving answers within their age', async () => {
    let loads = 0
    await keep('tree', ['categories'], async () => ++loads)
    vi.setSystemTime(Date.now() + MAX_AGE_MS - 1)
    await keep('other', ['stores'], async () => 0)
    expect(await keep('tree', ['categories'], async () => ++loads)).toBe(1)
  })
})
