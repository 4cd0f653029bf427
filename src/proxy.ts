import { NextResponse, type NextRequest } from 'next/server'

/**
 * Runs before routing. For now it guards Payload's REST API: `where` must use bracket notation
 * (`where[name][equals]=x`); a bare `where=…` string makes Payload answer 500, so it gets a 400 here.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/api/') && request.nextUrl.searchParams.has('where')) {
    return NextResponse.json(
      {
        errors: [
          {
            message: 'where must use bracket notation, for example where[name][equals]=value',
            field: 'where',
          },
        ],
      },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  return NextResponse.next()
}

export const config = {
  // Only requests that carry a bare `where` parameter reach the proxy: the /api stays on its fast path.
  matcher: [{ source: '/api/:path*', has: [{ type: 'query', key: 'where' }] }],
}
