import { describe, expect, it } from 'vitest'

import { highlight } from '@/lib/highlight'

describe('highlight', () => {
  it('marks the words that start with a searched stem, accents and case aside', () => {
    expect(highlight('Café Lumière, Paris', ['cafe', 'lum'])).toEqual([
      { text: 'Café', match: true },
      { text: ' ', match: false },
      { text: 'Lumière', match: true },
      { text: ', Paris', match: false },
    ])
  })

  it('marks stemmed forms: the stem "schuh" marks "Schuhe"', () => {
    expect(highlight('Leichte Schuhe', ['schuh'])).toEqual([
      { text: 'Leichte ', match: false },
      { text: 'Schuhe', match: true },
    ])
  })

  it('leaves the text whole when nothing matches or no stems are given', () => {
    expect(highlight('Nordvik Outfitters', ['pixel'])).toEqual([
      { text: 'Nordvik Outfitters', match: false },
    ])
    expect(highlight('Nordvik', [])).toEqual([{ text: 'Nordvik', match: false }])
  })

  it('ignores one-letter stems, which would mark almost everything', () => {
    expect(highlight('a b', ['a'])).toEqual([{ text: 'a b', match: false }])
  })
})
