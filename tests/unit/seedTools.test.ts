import { describe, expect, it } from 'vitest'

import { toLexical } from '@/seed/lexical'
import { createRandom } from '@/seed/random'

describe('the seeded random generator', () => {
  it('repeats the same sequence for the same seed, and another for another seed', () => {
    const a = createRandom(7)
    const b = createRandom(7)
    const c = createRandom(8)
    const first = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first)
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first)
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0)
    for (const value of first) expect(value).toBeLessThan(1)
  })

  it('samples without repetition', () => {
    const sample = createRandom(1).sample([1, 2, 3, 4, 5], 5)
    expect([...sample].sort()).toEqual([1, 2, 3, 4, 5])
  })
})

describe('toLexical', () => {
  it('turns headings, paragraphs and lists into Lexical nodes', () => {
    const state = toLexical([
      { type: 'h2', text: 'Title' },
      { type: 'p', text: 'Body' },
      { type: 'ul', items: ['a', 'b'] },
    ]) as unknown as { root: { children: { type: string; tag?: string; children: unknown[] }[] } }
    expect(state.root.children.map((node) => node.type)).toEqual(['heading', 'paragraph', 'list'])
    expect(state.root.children[0].tag).toBe('h2')
    expect(state.root.children[2].children).toHaveLength(2)
  })
})
