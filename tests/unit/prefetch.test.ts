import { describe, expect, it } from 'vitest'

import { createPrefetchQueue, isSlowConnection } from '@/lib/prefetch'

/** A prefetch function whose answers the test hands out one by one. */
function controlledPrefetch() {
  const started: string[] = []
  const answers = new Map<string, () => void>()
  return {
    started,
    prefetch: (href: string) =>
      new Promise<void>((resolve) => {
        started.push(href)
        answers.set(href, resolve)
      }),
    answer: async (href: string) => {
      answers.get(href)!()
      // Let the queue's promise callbacks run.
      await Promise.resolve()
      await Promise.resolve()
    },
  }
}

describe('the prefetch queue', () => {
  it('keeps at most 4 prefetches pending and starts the next one when one is answered', async () => {
    const control = controlledPrefetch()
    const queue = createPrefetchQueue({ prefetch: control.prefetch, isSlow: () => false })
    for (let i = 1; i <= 7; i++) queue.request(`/stores/${i}`)
    expect(control.started).toEqual(['/stores/1', '/stores/2', '/stores/3', '/stores/4'])
    expect(queue.pending).toBe(4)
    expect(queue.waiting).toBe(3)

    await control.answer('/stores/2')
    expect(control.started).toEqual([
      '/stores/1',
      '/stores/2',
      '/stores/3',
      '/stores/4',
      '/stores/5',
    ])
    expect(queue.pending).toBe(4)

    for (const href of ['/stores/1', '/stores/3', '/stores/4', '/stores/5', '/stores/6'])
      await control.answer(href)
    expect(control.started).toHaveLength(7)
    await control.answer('/stores/7')
    expect(queue.pending).toBe(0)
    expect(queue.waiting).toBe(0)
  })

  it('never has more than 4 pending, whatever order the answers come in', async () => {
    const control = controlledPrefetch()
    const queue = createPrefetchQueue({ prefetch: control.prefetch, isSlow: () => false })
    const answered = new Set<string>()
    const unanswered = () => control.started.filter((href) => !answered.has(href))
    let most = 0
    for (let i = 0; i < 40; i++) {
      queue.request(`/p/${i}`)
      most = Math.max(most, queue.pending)
      // Answer the newest pending one every third request, the oldest every fifth.
      const open = unanswered()
      const pick = i % 3 === 0 ? open.at(-1) : i % 5 === 0 ? open[0] : undefined
      if (pick) {
        answered.add(pick)
        await control.answer(pick)
      }
    }
    while (unanswered().length) {
      const next = unanswered()[0]!
      answered.add(next)
      await control.answer(next)
      most = Math.max(most, queue.pending)
    }
    expect(most).toBe(4)
    expect(control.started).toHaveLength(40)
    expect(queue.pending).toBe(0)
  })

  it('asks for a page once, however many links point at it', () => {
    const control = controlledPrefetch()
    const queue = createPrefetchQueue({ prefetch: control.prefetch, isSlow: () => false })
    queue.request('/stores')
    queue.request('/stores')
    queue.request('/stores', { urgent: true })
    expect(control.started).toEqual(['/stores'])
  })

  it('asks again for a page once the router’s copy is old (5 minutes)', async () => {
    const control = controlledPrefetch()
    let now = 0
    const queue = createPrefetchQueue({
      prefetch: control.prefetch,
      isSlow: () => false,
      now: () => now,
    })
    queue.request('/stores')
    await control.answer('/stores')
    now += 4 * 60 * 1000
    queue.request('/stores')
    expect(control.started).toEqual(['/stores'])
    now += 60 * 1000
    queue.request('/stores')
    expect(control.started).toEqual(['/stores', '/stores'])
  })

  it('puts a hovered link first in line', async () => {
    const control = controlledPrefetch()
    const queue = createPrefetchQueue({ prefetch: control.prefetch, isSlow: () => false })
    for (let i = 1; i <= 6; i++) queue.request(`/c/${i}`)
    queue.request('/hovered', { urgent: true })
    queue.request('/c/6', { urgent: true })
    await control.answer('/c/1')
    await control.answer('/c/2')
    expect(control.started.slice(4)).toEqual(['/c/6', '/hovered'])
  })

  it('a prefetch that throws or fails frees its slot', async () => {
    let calls = 0
    const queue = createPrefetchQueue({
      isSlow: () => false,
      prefetch: () => {
        calls++
        if (calls % 2) throw new Error('router not ready')
        return Promise.reject(new Error('offline'))
      },
    })
    for (let i = 0; i < 10; i++) queue.request(`/x/${i}`)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toBe(10)
    expect(queue.pending).toBe(0)
  })

  it('prefetches nothing on a slow connection, and drops the line when it becomes slow', async () => {
    const control = controlledPrefetch()
    let slow = true
    const queue = createPrefetchQueue({ prefetch: control.prefetch, isSlow: () => slow })
    queue.request('/a')
    expect(control.started).toEqual([])

    slow = false
    for (let i = 1; i <= 6; i++) queue.request(`/b/${i}`)
    expect(control.started).toHaveLength(4)
    slow = true
    await control.answer('/b/1')
    expect(control.started).toHaveLength(4)
    expect(queue.waiting).toBe(0)
  })
})

describe('slow connections', () => {
  it('are Save-Data and 2G-like effective types', () => {
    expect(isSlowConnection({ saveData: true, effectiveType: '4g' })).toBe(true)
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true)
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true)
  })

  it('are not 3G, 4G or an unknown connection', () => {
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false)
    expect(isSlowConnection({ effectiveType: '4g', saveData: false })).toBe(false)
    expect(isSlowConnection(undefined)).toBe(false)
    expect(isSlowConnection({})).toBe(false)
  })
})
