import { describe, expect, it } from 'vitest'

import { listQuery, listQuerySegment } from '@/lib/listQuery'

const through = (search: string) => listQuery(listQuerySegment(new URLSearchParams(search)))

describe("a list's query as a path segment", () => {
  it('gives the list back every parameter as the query string had it', () => {
    expect(through('page=2&sort=name')).toEqual({ page: '2', sort: 'name' })
    expect(through('brand=Acme&brand=Zeta&max=100')).toEqual({
      brand: ['Acme', 'Zeta'],
      max: '100',
    })
  })

  it('keeps what a path would split, decode or normalise: slashes, percent signs, ampersands, accents', () => {
    const q = 'a/b %25 & c=d ../ Größe 東京'
    const segment = listQuerySegment(new URLSearchParams({ q }))
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(listQuery(segment)).toEqual({ q })
  })

  it('leaves out the country, which the proxy puts into the path itself', () => {
    expect(through('country=se&page=3')).toEqual({ page: '3' })
    expect(listQuerySegment(new URLSearchParams('country=se'))).toBe(
      listQuerySegment(new URLSearchParams('')),
    )
  })

  it('is one segment per distinct query, and the same segment for the same query', () => {
    const a = listQuerySegment(new URLSearchParams('page=2'))
    expect(listQuerySegment(new URLSearchParams('page=2'))).toBe(a)
    expect(listQuerySegment(new URLSearchParams('page=3'))).not.toBe(a)
  })

  it('reads a segment it did not make as no query at all', () => {
    for (const segment of ['%', 'a b', '!!', '_-_', '_w']) expect(listQuery(segment)).toEqual({})
  })
})
