/** HTTP answers for the sitemap routes: streamed XML, one set of headers, 404 and 503 as small XML. */
import type { SitemapBody } from './generate'

import { escapeXml } from './xml'
import { logger } from '@/lib/logger.mjs'

/**
 * next.config.mjs sets the same Content-Type on the sitemap paths before the handler runs: Next
 * copies a handler's headers in a way its gzip compression does not recognise (next.js#98007),
 * and one set there first keeps these answers compressed. Error answers are XML for that reason too.
 */
export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8'

const XML_HEADERS = {
  'Content-Type': SITEMAP_CONTENT_TYPE,
  // Crawlers read sitemaps now and then: fresh for five minutes, then served stale while refetched.
  'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600',
}

const error = (status: number, message: string, headers: Record<string, string>) =>
  new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<error status="${status}">${escapeXml(message)}</error>\n`,
    { status, headers: { 'Content-Type': SITEMAP_CONTENT_TYPE, ...headers } },
  )

/** Sends chunks as they are produced; the next chunk is only asked for once the previous one left. */
function streamOf(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  return new ReadableStream({
    async pull(controller) {
      try {
        const { value, done } = await iterator.next()
        if (done) controller.close()
        else controller.enqueue(encoder.encode(value))
      } catch (cause) {
        logger.error({ err: cause }, 'sitemap stream failed')
        controller.error(cause)
      }
    },
    // The client went away: end the generator, which closes its database cursor.
    async cancel() {
      await iterator.return?.()
    },
  })
}

/**
 * Answers GET or HEAD with the sitemap `load` makes: 404 when there is no such file, 503 when the
 * database cannot be read. A HEAD answer runs the same checks but reads no rows.
 */
export async function sitemapResponse(
  request: Request,
  load: () => Promise<SitemapBody | null>,
): Promise<Response> {
  let body: SitemapBody | null
  try {
    body = await load()
  } catch (cause) {
    logger.error({ err: cause }, 'sitemap failed')
    return error(503, 'Sitemap temporarily unavailable', {
      'Cache-Control': 'no-store',
      'Retry-After': '60',
    })
  }
  if (body === null)
    return error(404, 'Sitemap not found', { 'Cache-Control': 'public, max-age=60' })
  if (request.method === 'HEAD') return new Response(null, { headers: XML_HEADERS })
  return new Response(typeof body === 'string' ? body : streamOf(body), { headers: XML_HEADERS })
}

/** A part number as the file names write it (1, 2, …): anything else names no file. */
export function parsePart(value: string): number | null {
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null
}
