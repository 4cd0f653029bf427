import { describe, expect, it } from 'vitest'

import { routeKind } from '../../scripts/lib/metrics.mjs'

describe('route kinds of the metrics', () => {
  it('names the kind of every path, never the path itself', () => {
    expect(routeKind('/')).toBe('page')
    expect(routeKind('/de/stores/nordlicht?page=2')).toBe('page')
    expect(routeKind('/api/data/stores?country=SE')).toBe('api')
    expect(routeKind('/api/posts/posts?limit=2')).toBe('api')
    expect(routeKind('/api/posts/posts')).toBe('api')
    expect(routeKind('/api/posts?where[title][like]=x')).toBe('payload-api')
    expect(routeKind('/api/users/login')).toBe('payload-api')
    expect(routeKind('/admin/collections/stores')).toBe('admin')
    expect(routeKind('/preview/stores/1')).toBe('admin')
    expect(routeKind('/out/store/12')).toBe('click-out')
    expect(routeKind('/_next/static/chunks/main.js')).toBe('asset')
    expect(routeKind('/de-sitemap.xml')).toBe('file')
    expect(routeKind('/administrator')).toBe('page')
  })
})
