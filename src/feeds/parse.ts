/**
 * Reading a retailer's product feed in the formats Google Merchant Center takes, as a stream: RSS 2.0
 * or Atom 1.0 with Google's `g:` namespace, or the text format (a header row, then one item per
 * line, tab- or comma-separated), each of them plain or gzip-compressed. The format is told from the
 * content, never from a file name or a Content-Type. Nothing here holds more than one item at a time.
 *
 * Attributes come out with Google's names (`id`, `price`, `image_link`, …) and as written; checking
 * their values is items.ts's part. A document that cannot be a feed fails the whole read with a
 * FeedFormatError.
 */
import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream'
import { createGunzip } from 'node:zlib'

import { parse as parseCsv } from 'csv-parse'
import { SaxesParser, type SaxesTagNS } from 'saxes'

export const GOOGLE_NS = 'http://base.google.com/ns/1.0'
const ATOM_NS = 'http://www.w3.org/2005/Atom'

/** One of Google's `shipping` groups: the country (and region, service) it applies to and its price. */
export interface RawShipping {
  country: string
  region: string
  service: string
  price: string
}

export interface RawItem {
  /** The item's line in a text feed (the header is line 1); its 1-based position in an XML feed. */
  position: number
  attributes: Record<string, string>
  shipping: RawShipping[]
}

export type FeedFormat = 'rss' | 'atom' | 'tsv' | 'csv'

/** The whole document is not a feed (or breaks a limit): the run fails with this reason. */
export class FeedFormatError extends Error {}

export interface ReadLimits {
  /** Bytes after decompression at most: a small gzip file can unpack to gigabytes. */
  maxBytes: number
}

const noop = () => {}

/** Characters of one attribute value kept at most (Google's longest, a description, has 5 000). */
const MAX_VALUE_LENGTH = 250_000

/** Counts the bytes that pass and stops the stream past the limit. */
function byteLimit(maxBytes: number, what: string): Transform {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length
      if (seen > maxBytes) {
        callback(
          new FeedFormatError(`${what} is larger than ${Math.floor(maxBytes / 1_048_576)} MB`),
        )
        return
      }
      callback(null, chunk)
    },
  })
}

/** The stream with its first bytes read ahead (at least `count` unless it is shorter). */
async function peek(
  source: AsyncIterator<Buffer>,
  count: number,
): Promise<{ head: Buffer; rest: AsyncIterable<Buffer> }> {
  const chunks: Buffer[] = []
  let length = 0
  let done = false
  while (length < count) {
    const next = await source.next()
    if (next.done) {
      done = true
      break
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value)
    chunks.push(chunk)
    length += chunk.length
  }
  const head = Buffer.concat(chunks)
  return {
    head,
    rest: {
      async *[Symbol.asyncIterator]() {
        if (head.length) yield head
        if (done) return
        for (;;) {
          const next = await source.next()
          if (next.done) return
          yield next.value
        }
      },
    },
  }
}

/** The feed's items, one at a time, and (once the first is read) its format. */
export async function* readFeed(
  body: AsyncIterable<Buffer> | Readable,
  limits: ReadLimits,
  onFormat?: (format: FeedFormat) => void,
): AsyncGenerator<RawItem> {
  const source = (body as AsyncIterable<Buffer>)[Symbol.asyncIterator]()
  let { head, rest } = await peek(source, 2)
  const compressed = head[0] === 0x1f && head[1] === 0x8b
  // pipeline() passes a failure of any stage (a broken gzip file, the limit) on to the last one.
  const stream = compressed
    ? pipeline(
        Readable.from(rest),
        createGunzip(),
        byteLimit(limits.maxBytes, 'The unpacked feed'),
        noop,
      )
    : pipeline(Readable.from(rest), byteLimit(limits.maxBytes, 'The feed'), noop)
  ;({ head, rest } = await peek(stream[Symbol.asyncIterator](), 512).catch((error: unknown) => {
    throw error instanceof FeedFormatError
      ? error
      : new FeedFormatError(`The feed cannot be unpacked: ${(error as Error).message}`)
  }))
  const text = head.toString('utf8').replace(/^\uFEFF/, '')
  const first = text.trimStart()[0]
  if (first === undefined) throw new FeedFormatError('The feed is empty')
  if (first === '<') yield* readXml(rest, onFormat)
  else yield* readText(rest, text, onFormat)
}

/** Google's text format: the header names the attributes; a tab in it makes the file TSV. */
async function* readText(
  body: AsyncIterable<Buffer>,
  head: string,
  onFormat?: (format: FeedFormat) => void,
): AsyncGenerator<RawItem> {
  const headerLine = head.split(/\r?\n/, 1)[0] ?? ''
  const delimiter = headerLine.includes('\t') ? '\t' : ','
  if (delimiter === ',' && !headerLine.includes(',')) {
    throw new FeedFormatError(
      'The feed is neither XML nor text with a header row of attribute names',
    )
  }
  onFormat?.(delimiter === '\t' ? 'tsv' : 'csv')
  const parser = pipeline(
    Readable.from(body),
    parseCsv({
      delimiter,
      bom: true,
      // TSV files carry quotes as text; CSV quotes fields that hold commas.
      quote: delimiter === ',' ? '"' : null,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      // No item is a megabyte: a longer line is a broken file, not one to hold in memory.
      max_record_size: MAX_VALUE_LENGTH * 4,
    }),
    noop,
  )
  let names: string[] | undefined
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[]
      info: { lines: number }
    }>) {
      if (!names) {
        names = record.map((name) =>
          name
            .trim()
            .toLowerCase()
            .replace(/^g:/, '')
            .replace(/\s*\[.*\]$/, ''),
        )
        if (!names.includes('id')) {
          throw new FeedFormatError('The header row has no "id" column: this is not a product feed')
        }
        continue
      }
      const attributes: Record<string, string> = {}
      let shipping: RawShipping[] = []
      record.forEach((value, index) => {
        const name = names![index]
        if (!name) return
        if (name === 'shipping') shipping = shippingGroups(value)
        else if (value.trim() !== '') attributes[name] = value.trim()
      })
      if (record.length > names.length) attributes['#extra'] = String(record.length - names.length)
      yield { position: info.lines, attributes, shipping }
    }
  } catch (error) {
    if (error instanceof FeedFormatError) throw error
    throw new FeedFormatError(`The text feed cannot be read: ${(error as Error).message}`)
  }
}

/** "DE:::4.95 EUR,AT::Express:9.90 EUR" as Google's text format writes several groups. */
function shippingGroups(value: string): RawShipping[] {
  return value
    .split(',')
    .map((group) => group.trim())
    .filter(Boolean)
    .map((group) => {
      const parts = group.split(':')
      // The price is the last part; a region may hold colons of its own only in no real feed.
      const price = parts.length >= 4 ? parts.slice(3).join(':') : (parts.at(-1) ?? '')
      return {
        country: (parts.length >= 4 ? parts[0] : '')!.trim(),
        region: (parts.length >= 4 ? parts[1] : '')!.trim(),
        service: (parts.length >= 4 ? parts[2] : '')!.trim(),
        price: price.trim(),
      }
    })
}

/** The names an RSS or Atom element without Google's namespace has in Google's attributes. */
const CORE_ELEMENTS: Record<string, string> = {
  title: 'title',
  link: 'link',
  description: 'description',
  summary: 'description',
}

/**
 * RSS 2.0 (`<item>`) or Atom 1.0 (`<entry>`) with Google's namespace. A document type declaration
 * is refused outright: feeds have none, and its entities are how an XML bomb or an external file
 * would get in (the parser never expands them either).
 */
async function* readXml(
  body: AsyncIterable<Buffer>,
  onFormat?: (format: FeedFormat) => void,
): AsyncGenerator<RawItem> {
  const parser = new SaxesParser({ xmlns: true, position: false })
  const ready: RawItem[] = []
  let failure: Error | undefined
  let format: FeedFormat | undefined
  let position = 0
  let item: RawItem | undefined
  /** The element inside an item whose text is being read, and the shipping group it belongs to. */
  let field: string | undefined
  let shipping: RawShipping | undefined
  let depth = 0
  let text = ''

  parser.on('doctype', () => {
    failure ??= new FeedFormatError('The feed declares a document type: feeds have none')
  })
  parser.on('error', (error) => {
    failure ??= new FeedFormatError(`The XML feed cannot be read: ${error.message}`)
  })
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (!format) {
      if (tag.local === 'rss') format = 'rss'
      else if (tag.local === 'feed' && tag.uri === ATOM_NS) format = 'atom'
      else {
        failure ??= new FeedFormatError(
          `The XML document is <${tag.name}>, not an RSS 2.0 or Atom 1.0 product feed`,
        )
        return
      }
      onFormat?.(format)
    }
    if (!item) {
      if (
        (format === 'rss' && tag.local === 'item') ||
        (format === 'atom' && tag.local === 'entry')
      ) {
        position += 1
        item = { position, attributes: {}, shipping: [] }
        depth = 0
      }
      return
    }
    depth += 1
    text = ''
    if (depth === 1) {
      if (tag.uri === GOOGLE_NS) {
        field = tag.local
        if (field === 'shipping') shipping = { country: '', region: '', service: '', price: '' }
      } else if (!tag.uri || tag.uri === ATOM_NS) {
        field = CORE_ELEMENTS[tag.local]
        // Atom's link is an empty element naming its address.
        if (tag.local === 'link' && format === 'atom') {
          const href = tag.attributes.href
          const rel = tag.attributes.rel
          const relValue = typeof rel === 'object' ? rel.value : rel
          if (href && (!relValue || relValue === 'alternate')) {
            item.attributes.link ??= (typeof href === 'object' ? href.value : href).trim()
          }
          field = undefined
        }
      } else field = undefined
    } else if (depth === 2 && shipping && tag.uri === GOOGLE_NS) {
      field = `shipping.${tag.local}`
    }
  })
  const addText = (value: string) => {
    if (item && field && text.length < MAX_VALUE_LENGTH) text += value
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', (tag: SaxesTagNS) => {
    if (!item) return
    if (depth === 0) {
      if (
        (format === 'rss' && tag.local === 'item') ||
        (format === 'atom' && tag.local === 'entry')
      ) {
        ready.push(item)
        item = undefined
      }
      return
    }
    if (depth === 2 && shipping && field?.startsWith('shipping.')) {
      const key = field.slice('shipping.'.length)
      if (key === 'country' || key === 'region' || key === 'service' || key === 'price') {
        shipping[key] = text.trim()
      }
      field = 'shipping'
    } else if (depth === 1) {
      if (field === 'shipping' && shipping) {
        item.shipping.push(shipping)
        shipping = undefined
      } else if (field && text.trim() !== '' && item.attributes[field] === undefined) {
        item.attributes[field] = text.trim()
      }
      field = undefined
    }
    text = ''
    depth -= 1
  })

  const decoder = new TextDecoder('utf-8')
  for await (const chunk of body) {
    parser.write(decoder.decode(chunk, { stream: true }))
    if (failure) throw failure
    yield* ready.splice(0)
  }
  parser.write(decoder.decode())
  parser.close()
  if (failure) throw failure
  if (!format) throw new FeedFormatError('The XML document has no root element')
  yield* ready.splice(0)
}
