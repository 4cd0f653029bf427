import { NextResponse, type NextRequest } from 'next/server'

const WHOLE_NUMBER = /^\d{1,9}$/

/**
 * Guards Payload's own REST API against query values it fails on with a 500: `where` must use bracket
 * notation (`where[name][equals]=x`), `page`, `limit` and `depth` must be whole numbers.
 */
function guardPayloadRest(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const errors: { message: string; field: string }[] = []
  if (params.has('where')) {
    errors.push({
      message: 'where must use bracket notation, for example where[name][equals]=value',
      field: 'where',
    })
  }
  for (const field of ['page', 'limit', 'depth']) {
    const value = params.get(field)
    if (value !== null && !WHOLE_NUMBER.test(value)) {
      errors.push({ message: `${field} must be a whole number`, field })
    }
  }
  if (errors.length === 0) return NextResponse.next()
  return NextResponse.json({ errors }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
}

export function proxy(request: NextRequest) {
  return guardPayloadRest(request)
}

// Payload's REST paths (not the public /api/data/… and /api/posts/posts/…, which validate their own
// input), and only when one of the guarded parameters is present: every other request skips the proxy.
export const config = {
  matcher: [
    { source: '/api/:path((?!data/|posts/posts).*)', has: [{ type: 'query', key: 'where' }] },
    { source: '/api/:path((?!data/|posts/posts).*)', has: [{ type: 'query', key: 'page' }] },
    { source: '/api/:path((?!data/|posts/posts).*)', has: [{ type: 'query', key: 'limit' }] },
    { source: '/api/:path((?!data/|posts/posts).*)', has: [{ type: 'query', key: 'depth' }] },
  ],
}
