import { describe, expect, it } from 'vitest'

import { MAX_WHERE_CONDITIONS, whereProblem } from '@/lib/whereGuard'

const fields = [
  { name: 'title', type: 'text' },
  { name: 'publishedAt', type: 'date' },
  { name: 'location', type: 'point' },
  { name: 'tags', type: 'select', hasMany: true },
]

describe("a client's where, checked before Payload builds SQL from it", () => {
  it('takes what Payload can run', () => {
    expect(whereProblem({ title: { like: 'x' } }, fields)).toBeNull()
    expect(
      whereProblem({ or: [{ id: { in: '1,2' } }, { createdAt: { less_than: 'x' } }] }, fields),
    ).toBeNull()
    expect(whereProblem({ location: { near: '1,2,100' } }, fields)).toBeNull()
    expect(whereProblem({ tags: { all: 'a,b' } }, fields)).toBeNull()
    // The admin's document pickers search a collection titled by its id with `like`.
    expect(
      whereProblem({ and: [{ id: { not_in: '1' } }, { id: { like: 'Casa' } }] }, fields),
    ).toBeNull()
    // Paths into relations are Payload's to judge.
    expect(whereProblem({ 'category.name': { equals: 'x' } }, fields)).toBeNull()
  })

  it('refuses operators that do not suit the field, naming the ones that do', () => {
    expect(whereProblem({ title: { near: '1,2' } }, fields)).toMatch(/text fields take .*like/)
    expect(whereProblem({ createdAt: { like: '2026' } }, fields)).toMatch(/date fields take/)
    expect(whereProblem({ id: { contains: '1' } }, fields)).toMatch(/number fields take/)
    expect(whereProblem({ id: { all: '1' } }, fields)).toMatch(/number fields take/)
    expect(whereProblem({ title: { regex: '.*' } }, fields)).toMatch(/unknown operator/)
  })

  it('refuses and/or that are not lists, bare values, and oversized filters', () => {
    expect(whereProblem({ or: { x: { title: { equals: 1 } } } }, fields)).toMatch(/takes a list/)
    expect(whereProblem({ title: 'x' }, fields)).toMatch(/must name an operator/)
    expect(whereProblem('title', fields)).toMatch(/must map/)
    const many = Array.from({ length: MAX_WHERE_CONDITIONS + 1 }, () => ({
      title: { equals: 'x' },
    }))
    expect(whereProblem({ or: many }, fields)).toMatch(/more than 50 conditions/)
    let deep: Record<string, unknown> = { title: { equals: 'x' } }
    for (let level = 0; level < 7; level += 1) deep = { and: [deep] }
    expect(whereProblem(deep, fields)).toMatch(/nests/)
  })
})
