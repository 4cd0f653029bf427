/** Generators, known cases and runner of the fuzz suite (tests/e2e/fuzz.e2e.ts). */
// node:http, not fetch: fetch normalises the URL and refuses TRACE and broken percent-encoding.
import http from 'node:http'
import net from 'node:net'
import { brotliDecompressSync, constants, gunzipSync, inflateSync } from 'node:zlib'

import fc from 'fast-check'

import { localeCodes, locales } from '../../src/i18n/locales'

// ---------------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------------

export interface FuzzRequest {
  method: string
  /** The request target exactly as sent: path and query, already encoded (or deliberately not). */
  target: string
  /** The route it exercises, for grouping failures: `/{lang}/stores/{slug}`. */
  pattern: string
  headers: Record<string, string>
  body?: string | Buffer
  /** Sent with the admin's token; only ever true for requests that cannot change data. */
  asAdmin: boolean
  /** Bytes written to a socket as they are, for what no HTTP client sends (CONNECT, no Host). */
  raw?: string
}

/** Real slugs and ids, read from the public /api when the run starts. */
export interface FuzzTargets {
  storeSlugs: string[]
  storeIds: number[]
  postIds: number[]
  guides: { category: string; slug: string }[]
  categories: { id: number; slug: string; subcategories: string[] }[]
  productIds: number[]
  productSlugs: string[]
  groupSlugs: string[]
  mediaFiles: string[]
}

export const DEFAULT_FUZZ_SEED = 20_261_124
export const DEFAULT_FUZZ_RUNS = 10_000

export const COLLECTIONS = [
  'post-categories',
  'posts',
  'stores',
  'products',
  'product-groups',
  'media',
  'users',
  'redirects',
  'exports',
  'imports',
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
  'payload-jobs',
] as const

export const GLOBALS = ['home', 'site-settings', 'imprint', 'privacy'] as const

/** Ids no document has: the only ids the admin's writes may name. */
export const MISSING_IDS = [
  '999999999',
  '99999999999',
  '0',
  '-1',
  '1e309',
  'abc',
  'NaN',
  '9'.repeat(30),
]

/** The one bulk filter the admin's bulk writes use: it matches no document. */
export const MATCHES_NOTHING = 'where[id][equals]=999999999'

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const FIELDS: Record<string, string[]> = {
  'post-categories': [
    'name',
    'seoSlug',
    'primary',
    'sortOrder',
    'parent',
    'breadcrumbs.url',
    'image',
  ],
  posts: ['title', 'slug', 'excerpt', 'content', 'category', 'author', 'publishedAt', 'heroImage'],
  stores: ['name', 'slug', 'website', 'countries', 'categories', 'locations.city', 'featured'],
  products: ['name', 'slug', 'brand', 'offers.price', 'offers.store', 'offers.country', 'groups'],
  'product-groups': ['name', 'slug', 'products', 'category', 'description'],
  media: ['alt', 'filename', 'mimeType', 'filesize', 'url', 'sizes.card.url', 'width'],
  users: ['email', 'name', 'role', 'password', 'hash', 'salt', 'loginAttempts', 'lockUntil'],
}
const COMMON_FIELDS = ['id', 'createdAt', 'updatedAt', '_status', 'meta.title', 'version.title']
const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'like',
  'not_like',
  'contains',
  'exists',
  'near',
  'within',
  'intersects',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
]

const COUNTRY_CODES = ['DE', 'de', 'At', 'CH', 'US', 'GB', 'UK', 'EU', 'AP', 'FR', 'pl', 'SE', 'BR']
const ISO_TAGS = locales.map((locale) => locale.iso)

/** Values that broke parsers somewhere before: empty, control and odd Unicode, numbers at the edges. */
export const NASTY_VALUES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\n',
  '\r\n',
  '\t',
  '\u007f',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '😀',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'Ω≈ç√∫',
  'ß',
  'İ',
  'ﷺ',
  'e\u0301',
  'ｆｕｌｌ',
  '١٢٣',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  'false',
  '[]',
  '{}',
  '[object Object]',
  '0',
  '-0',
  '-1',
  '1',
  '01',
  '1.5',
  '1e309',
  '-1e309',
  '1e-309',
  '9007199254740993',
  '99999999999',
  '2147483648',
  '-2147483649',
  '18446744073709551616',
  '0x10',
  '1_000',
  ' 1',
  '+1',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  "'",
  '"',
  '`',
  '\\',
  "' OR '1'='1",
  '1; DROP TABLE posts;--',
  '%',
  '%%',
  '_',
  '*',
  '.*',
  '(',
  '[',
  ']',
  '{',
  '$ne',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '/',
  '//',
  '/..',
  'file:///etc/passwd',
  'http://169.254.169.254/',
  'en',
  'xx',
  'EN-us',
  'de_DE',
  'zh-Hant-TW',
  'all',
  'XX',
  'ZZZ',
  'Germany',
  'Deutschland',
]

/** Already-encoded fragments: malformed or surprising percent-encoding, inserted as they are. */
export const RAW_FRAGMENTS = [
  '%',
  '%f',
  '%ff',
  '%FF%FE',
  '%E0%A4%A',
  '%00',
  // A NUL encoded twice: the server's check of the path sees "%00", a page's slug a NUL.
  '%2500',
  '%c0%af',
  '%c0%ae%c0%ae',
  '%ed%a0%80',
  '%f4%90%80%80',
  '%u0041',
  '%%32%65',
  '%2e%2e%2f',
  '%2e%2e',
  '%ZZ',
  '%0d%0a',
  '%0aSet-Cookie:x=1',
  '%ef%bf%bf',
  '%25',
  '%2525',
  '%5B%5D',
  '+',
  '%20',
  '%09',
  '%7f',
  '%e2%80%ae',
  '%f0%9f%98%80',
  '%C3%A9',
  '\u00e9',
  '\u00ff',
  '\u0080',
  '#',
  '?',
  '&',
  '=',
  ';',
  '[',
  ']',
  '..',
  '.',
]

// ---------------------------------------------------------------------------------------------------
// Encoding.
// ---------------------------------------------------------------------------------------------------

const UNRESERVED = /^[A-Za-z0-9\-._~]$/

/** Standard percent-encoding of UTF-8 (a lone surrogate becomes U+FFFD, as Buffer writes it). */
export function percentEncode(text: string): string {
  let out = ''
  for (const char of text) {
    if (UNRESERVED.test(char)) {
      out += char
      continue
    }
    for (const byte of Buffer.from(char, 'utf8')) {
      out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
    }
  }
  return out
}

/** Barely escaped: U+0021–U+00FF go raw, so `é` leaves as one latin1 byte and `%&#` keep their meaning. */
export function rawEncode(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    out += code >= 0x21 && code <= 0xff ? char : percentEncode(char)
  }
  return out
}

/** A header value Node accepts: tab, printable ASCII and U+0080–U+00FF; the rest percent-encoded. */
export function headerValue(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    out +=
      code === 9 || (code >= 0x20 && code <= 0x7e) || (code >= 0x80 && code <= 0xff)
        ? char
        : percentEncode(char)
  }
  return out
}

// ---------------------------------------------------------------------------------------------------
// Values.
// ---------------------------------------------------------------------------------------------------

const longText = fc
  .tuple(
    fc.integer({ min: 256, max: 4096 }),
    fc.constantFrom('a', 'é', '😀', '%', ',', '\u0000', ' '),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)))

/** A hostile value, before any URL encoding. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_VALUES), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 24 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 24 }), weight: 2 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.bigInt().map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: longText, weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 300, maxLength: 3000 }), weight: 1 },
)

const malformed = fc.constantFrom(...RAW_FRAGMENTS)

/** A value as it goes into a URL: well encoded, barely encoded, or malformed. */
export const encoded = (values: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: values.map(percentEncode), weight: 6 },
    { arbitrary: values.map(rawEncode), weight: 2 },
    { arbitrary: malformed, weight: 1 },
    {
      arbitrary: fc
        .tuple(values, malformed, values)
        .map(
          ([before, fragment, after]) => percentEncode(before) + fragment + percentEncode(after),
        ),
      weight: 1,
    },
  )

/** A path segment: mostly plausible, sometimes hostile. */
const hostileSegment = encoded(hostileValue)

const numberish: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: -5, max: 150 }).map(String), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1e309',
      '1e3',
      '99999999999',
      '999999999',
      '100000',
      '100001',
      '2147483648',
      '1.5',
      ' 1',
      '0x10',
      '',
      '1,2',
      'NaN',
      'Infinity',
      '٣',
      '00000000001',
    ),
    weight: 3,
  },
  { arbitrary: fc.bigInt().map(String), weight: 1 },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: hostileValue, weight: 1 },
)

const langValue = fc.oneof(
  fc.constantFrom(
    ...localeCodes,
    ...ISO_TAGS,
    'DE-de',
    'de_DE',
    ' de ',
    'EN',
    'en-GB',
    'xx',
    'all',
  ),
  hostileValue,
)

const countryValue = fc.oneof(
  { arbitrary: fc.constantFrom(...COUNTRY_CODES), weight: 3 },
  {
    arbitrary: fc.constantFrom('Germany', 'germany', 'Österreich', 'xx', 'D', 'DEU', ''),
    weight: 1,
  },
  { arbitrary: hostileValue, weight: 2 },
)

const flagValue = fc.oneof(
  fc.constantFrom('1', '0', 'true', 'false', 'TRUE', 'yes', ''),
  hostileValue,
)

const idListValue = (ids: number[]) =>
  fc.oneof(
    fc
      .array(fc.oneof(fc.constantFrom(...ids), fc.nat(), fc.constant(99_999_999_999)), {
        maxLength: 120,
      })
      .map((list) => list.join(',')),
    fc.constantFrom('1,,2', ',', ' 1 , 2 ', '1;2', '-1', '1,abc', '1e309', '0', ''),
    hostileValue,
  )

/** Query keys as a client might mangle them. */
const mangledKey = (key: string) =>
  fc.constantFrom(
    key,
    key,
    key,
    key,
    `${key}[]`,
    `${key}[0]`,
    key.toUpperCase(),
    `${key}%00`,
    `${key}[`,
  )

interface Param {
  key: string
  value: fc.Arbitrary<string>
}

/** `?a=b&c=d` from the named parameters (each maybe repeated or mangled) plus random ones. */
function queryString(params: Param[], { extra = true } = {}): fc.Arbitrary<string> {
  const named = params.map(({ key, value }) =>
    fc.tuple(mangledKey(key), encoded(value)).map(([k, v]) => `${k}=${v}`),
  )
  const random = fc
    .tuple(encoded(hostileValue), encoded(hostileValue))
    .map(([key, value]) => `${key}=${value}`)
  const bare = fc.constantFrom(
    'q',
    '__proto__[admin]=1',
    'constructor[prototype][x]=1',
    '=',
    '&',
    'x',
  )
  const parts = fc.oneof(
    { arbitrary: named.length ? fc.oneof(...named) : random, weight: 8 },
    { arbitrary: random, weight: extra ? 1 : 0 },
    { arbitrary: bare, weight: extra ? 1 : 0 },
  )
  return fc
    .tuple(fc.array(parts, { maxLength: 5 }), fc.constantFrom('?', '?', '?', '?', '?&', '??', '?;'))
    .map(([list, start]) => (list.length ? start + list.join('&') : ''))
}

// ---------------------------------------------------------------------------------------------------
// Headers and bodies.
// ---------------------------------------------------------------------------------------------------

const randomHeaderValue = hostileValue.map(headerValue)

/** Headers a browser, a proxy or an attacker may add. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.oneof(
      fc.tuple(
        fc.constant('Accept-Language'),
        fc.oneof(fc.constantFrom(...ISO_TAGS, 'de;q=x,*;q=-1', '*'), randomHeaderValue),
      ),
      fc.tuple(
        fc.constant('Cookie'),
        fc
          .tuple(
            fc.constantFrom('NEXT_LOCALE', 'selectedCountry', 'payload-token', 'x'),
            fc.oneof(fc.constantFrom('de', 'DE', 'xx', '%ff', '%', ''), randomHeaderValue),
          )
          .map(([name, value]) => `${name}=${value}`),
      ),
      fc.tuple(
        fc.constant('Authorization'),
        fc.oneof(
          fc.constantFrom(
            'JWT x.y.z',
            'JWT ',
            'Bearer abc',
            'Basic Og==',
            'users API-Key abc',
            'JWT eyJhbGciOiJub25lIn0.e30.',
          ),
          randomHeaderValue,
        ),
      ),
      fc.tuple(
        fc.constant('Accept'),
        fc.oneof(
          fc.constantFrom(
            'application/json',
            'text/html',
            '*/*',
            'text/x-component',
            'image/avif,image/webp',
          ),
          randomHeaderValue,
        ),
      ),
      fc.tuple(
        fc.constant('Accept-Encoding'),
        fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', 'gzip;q=nan', '*'),
      ),
      fc.tuple(fc.constant('RSC'), fc.constantFrom('1', '0', 'x')),
      fc.tuple(fc.constant('Next-Router-Prefetch'), fc.constantFrom('1', 'x')),
      fc.tuple(
        fc.constant('Next-Router-State-Tree'),
        fc.oneof(fc.constantFrom('%5B%5D', '[', '%', '%5B%22%22%2C%7B%7D%5D'), randomHeaderValue),
      ),
      fc.tuple(
        fc.constant('Next-Router-Segment-Prefetch'),
        fc.oneof(fc.constantFrom('/_tree', '/_index'), randomHeaderValue),
      ),
      fc.tuple(fc.constant('Next-Url'), randomHeaderValue),
      fc.tuple(
        fc.constant('Range'),
        fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=99999999999-', 'bytes=5-1', 'lines=1-2'),
      ),
      fc.tuple(
        fc.constant('If-None-Match'),
        fc.oneof(fc.constantFrom('*', '"x"', 'W/"', ''), randomHeaderValue),
      ),
      fc.tuple(
        fc.constant('If-Modified-Since'),
        fc.constantFrom('yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', '0'),
      ),
      fc.tuple(
        fc.constant('X-Forwarded-For'),
        fc.constantFrom('1.2.3.4', '::1', 'garbage', '1.2.3.4, 5.6.7.8', ''),
      ),
      fc.tuple(
        fc.constant('X-Forwarded-Host'),
        fc.oneof(fc.constantFrom('evil.example', 'localhost:99999', '[::1'), randomHeaderValue),
      ),
      fc.tuple(fc.constant('X-Forwarded-Proto'), fc.constantFrom('https', 'gopher', '')),
      fc.tuple(
        fc.constant('Host'),
        fc.constantFrom('evil.example', 'localhost:0', '[::1', '%', 'a b', ''),
      ),
      fc.tuple(fc.constant('Origin'), fc.constantFrom('https://evil.example', 'null', '%')),
      fc.tuple(fc.constant('Referer'), randomHeaderValue),
      fc.tuple(fc.constant('Content-Encoding'), fc.constantFrom('gzip', 'br', 'x')),
      fc.tuple(
        fc.constant('X-Middleware-Subrequest'),
        fc.constantFrom('middleware', 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy'),
      ),
      fc.tuple(
        fc.constant('X-Payload-HTTP-Method-Override'),
        fc.constantFrom('GET', 'DELETE', 'x'),
      ),
      fc.tuple(fc.constant('X-Locale'), langValue.map(headerValue)),
      fc.tuple(
        encoded(hostileValue).map((name) => `X-${name.replace(/[^A-Za-z0-9-]/g, '') || 'Junk'}`),
        randomHeaderValue,
      ),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => Object.fromEntries(pairs))

interface BodySpec {
  contentType?: string
  body: string | Buffer
}

const BOUNDARY = 'fuzzBoundary7MA4YWxk'

function multipart(
  parts: { name: string; value: string; filename?: string; type?: string }[],
  boundary = BOUNDARY,
) {
  return (
    parts
      .map(
        ({ name, value, filename, type }) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          (filename === undefined ? '' : `; filename="${filename}"`) +
          (type ? `\r\nContent-Type: ${type}` : '') +
          `\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  )
}

/** JSON that does not parse, or parses into something nobody expects. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[',
  'nul',
  '{"email":}',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  'undefined',
  'NaN',
  '"\\ud800"',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  '1e309',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  '\ufeff{}',
  '{"a":"\\u0000"}',
  '{"where":{"or":[{"and":[]}]}}',
  'true',
  '""',
  '[]',
  '{}',
]

const jsonBodyObject = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'email',
      'password',
      'title',
      'name',
      'slug',
      'where',
      '_status',
      'query',
      'variables',
      'id',
      'token',
      'data',
      'file',
      'locale',
      '__proto__',
    ),
    fc.string({ maxLength: 12 }),
  ),
  fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 3 }), fc.emailAddress()),
  { maxKeys: 6 },
)

/** A request body with its content type; the variety a client can get wrong. */
export const bodyArb: fc.Arbitrary<BodySpec | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 3 },
  { arbitrary: fc.constant({ contentType: 'application/json', body: '' }), weight: 1 },
  {
    arbitrary: fc
      .constantFrom(...MALFORMED_JSON)
      .map((body) => ({ contentType: 'application/json', body })),
    weight: 3,
  },
  {
    arbitrary: jsonBodyObject.map((value) => ({
      contentType: 'application/json',
      body: JSON.stringify(value),
    })),
    weight: 3,
  },
  {
    arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => ({
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(value) ?? 'null',
    })),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'application/graphql',
          'foo/bar;;;',
          '',
          'application/octet-stream',
          'image/png',
          'application/json; boundary=x',
        ),
        fc.oneof(
          hostileValue,
          fc.constantFrom(
            'a=1&b=%ff&c',
            '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
            '{"a":1}',
          ),
        ),
      )
      .map(([contentType, body]) => ({ contentType, body })),
    weight: 3,
  },
  {
    arbitrary: fc
      .uint8Array({ maxLength: 2048 })
      .map((bytes) => ({ contentType: 'application/json', body: Buffer.from(bytes) })),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom<BodySpec>(
      { contentType: 'multipart/form-data', body: multipart([{ name: 'a', value: 'b' }]) },
      {
        contentType: 'multipart/form-data; boundary=',
        body: multipart([{ name: 'a', value: 'b' }]),
      },
      {
        contentType: 'multipart/form-data; boundary=other',
        body: multipart([{ name: 'a', value: 'b' }]),
      },
      { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: '' },
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\ntruncated`,
      },
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        body: multipart([{ name: '_payload', value: '{bad json' }]),
      },
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        body: multipart([
          { name: '_payload', value: '{"alt":"x"}' },
          {
            name: 'file',
            value: '<svg onload=alert(1)>',
            filename: '../../evil.svg',
            type: 'image/svg+xml',
          },
        ]),
      },
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        body: multipart([{ name: 'file', value: '{not json' }]),
      },
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        body: multipart([
          { name: 'file', value: '\u0000\u0001', filename: 'a\u0000.png', type: 'image/png' },
        ]),
      },
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        body: multipart(Array.from({ length: 1000 }, (_, i) => ({ name: `f${i}`, value: 'x' }))),
      },
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        body: multipart([
          { name: 'operations', value: '{"query":"{ __typename }"' },
          { name: 'map', value: '{"0":["variables.file"]}' },
          { name: '0', value: 'x', filename: 'x.txt' },
        ]),
      },
      { contentType: 'multipart/mixed; boundary=x', body: '--x\r\n\r\n--x--' },
    ),
    weight: 3,
  },
)

// ---------------------------------------------------------------------------------------------------
// Routes.
// ---------------------------------------------------------------------------------------------------

const methodArb = fc.oneof(
  { arbitrary: fc.constant('GET'), weight: 12 },
  { arbitrary: fc.constant('HEAD'), weight: 2 },
  { arbitrary: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), weight: 4 },
  { arbitrary: fc.constant('OPTIONS'), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      'TRACE',
      'PROPFIND',
      'MKCOL',
      'PURGE',
      'SEARCH',
      'LINK',
      'QUERY',
      'COPY',
      'LOCK',
    ),
    weight: 1,
  },
)

interface Shape {
  target: string
  pattern: string
  method: string
  headers?: Record<string, string>
  body?: BodySpec
  asAdmin?: boolean
}

function build({
  target,
  pattern,
  method,
  headers = {},
  body,
  asAdmin = false,
}: Shape): FuzzRequest {
  const request: FuzzRequest = {
    method,
    // Node refuses to send spaces, control characters and anything beyond U+00FF in a target.
    target: target.replace(/[^\u0021-\u00ff]/gu, percentEncode),
    pattern,
    headers: { ...headers },
    asAdmin: false,
  }
  if (body !== undefined && method !== 'GET' && method !== 'HEAD') {
    request.body = body.body
    if (body.contentType !== undefined) request.headers['Content-Type'] = body.contentType
  }
  request.asAdmin = asAdmin && isSafeAsAdmin(request)
  return request
}

/** A slug choice: one of the real ones, or a hostile or almost-real one. */
function slugArb(real: string[]): fc.Arbitrary<{ text: string; kind: string }> {
  const choices: fc.Arbitrary<{ text: string; kind: string }>[] = [
    hostileSegment.map((text) => ({ text, kind: 'garbage' })),
    fc
      .constantFrom('..', '.', '%2e%2e', 'index', 'page', '_payload.json', 'undefined')
      .map((text) => ({ text, kind: 'garbage' })),
  ]
  if (real.length) {
    choices.unshift(
      fc.constantFrom(...real).map((text) => ({ text, kind: 'real' })),
      fc.constantFrom(...real).map((text) => ({ text, kind: 'real' })),
      fc
        .tuple(fc.constantFrom(...real), malformed)
        .map(([slug, suffix]) => ({ text: slug + suffix, kind: 'garbage' })),
      fc.constantFrom(...real).map((slug) => ({ text: slug.toUpperCase(), kind: 'garbage' })),
    )
  }
  return fc.oneof(...choices)
}

const placeholder = (name: string, kind: string) =>
  kind === 'real' ? `{${name}}` : `{bad-${name}}`

function sitePages(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const categorySlugs = targets.categories.map((category) => category.slug)
  const subcategorySlugs = targets.categories.flatMap((category) => category.subcategories)
  const pairs = targets.categories.flatMap((category) =>
    category.subcategories.map((sub) => [category.slug, sub] as const),
  )
  const prefix = fc.oneof(
    {
      arbitrary: fc
        .constantFrom(...localeCodes)
        .map((code) =>
          code === 'en' ? { text: '', pattern: '' } : { text: `/${code}`, pattern: '/{lang}' },
        ),
      weight: 12,
    },
    {
      arbitrary: fc
        .constantFrom('/en', '/EN', '/De', '/de-DE', '/xx', '/zz', '/%64%65', '/de%00', '/d%e')
        .map((text) => ({ text, pattern: '/{bad-lang}' })),
      weight: 1,
    },
  )
  const route: fc.Arbitrary<{ path: string; pattern: string }> = fc.oneof(
    fc.constantFrom(
      { path: '', pattern: '/' },
      { path: '/', pattern: '/' },
      { path: '/categories', pattern: '/categories' },
      { path: '/shopping-guides', pattern: '/shopping-guides' },
      { path: '/stores', pattern: '/stores' },
      { path: '/search', pattern: '/search' },
      { path: '/imprint', pattern: '/imprint' },
      { path: '/privacy', pattern: '/privacy' },
      { path: '/_icons', pattern: '/_icons' },
      { path: '/%5Ficons', pattern: '/_icons' },
      { path: '/stores/', pattern: '/stores/' },
    ),
    slugArb(categorySlugs).map(({ text, kind }) => ({
      path: `/categories/${text}`,
      pattern: `/categories/${placeholder('category', kind)}`,
    })),
    fc
      .oneof(
        pairs.length
          ? fc.constantFrom(...pairs).map(([category, sub]) => ({ category, sub, kind: 'real' }))
          : fc.constant({ category: 'x', sub: 'y', kind: 'garbage' }),
        fc
          .tuple(slugArb(categorySlugs), slugArb(subcategorySlugs))
          .map(([category, sub]) => ({ category: category.text, sub: sub.text, kind: 'garbage' })),
      )
      .map(({ category, sub, kind }) => ({
        path: `/categories/${category}/${sub}`,
        pattern: `/categories/${placeholder('category', kind)}/${placeholder('sub', kind)}`,
      })),
    slugArb(subcategorySlugs).map(({ text, kind }) => ({
      path: `/shopping-guides/${text}`,
      pattern: `/shopping-guides/${placeholder('sub', kind)}`,
    })),
    fc
      .oneof(
        targets.guides.length
          ? fc.constantFrom(...targets.guides).map((guide) => ({ ...guide, kind: 'real' }))
          : fc.constant({ category: 'x', slug: 'y', kind: 'garbage' }),
        fc
          .tuple(slugArb(subcategorySlugs), slugArb(targets.guides.map((guide) => guide.slug)))
          .map(([category, slug]) => ({
            category: category.text,
            slug: slug.text,
            kind: 'garbage',
          })),
      )
      .map(({ category, slug, kind }) => ({
        path: `/shopping-guides/${category}/${slug}`,
        pattern: `/shopping-guides/${placeholder('sub', kind)}/${placeholder('post', kind)}`,
      })),
    slugArb(targets.storeSlugs).map(({ text, kind }) => ({
      path: `/stores/${text}`,
      pattern: `/stores/${placeholder('slug', kind)}`,
    })),
    fc
      .oneof(numberish, hostileSegment)
      .map((bytes) => ({ path: `/bench-baseline/${bytes}`, pattern: '/bench-baseline/{bytes}' })),
    fc
      .array(hostileSegment, { minLength: 1, maxLength: 4 })
      .map((segments) => ({ path: `/${segments.join('/')}`, pattern: '/{random}' })),
  )
  const query = queryString([
    { key: 'country', value: countryValue },
    { key: 'page', value: numberish },
    { key: 'q', value: hostileValue },
    {
      key: 'type',
      value: fc.oneof(fc.constantFrom('stores', 'products', 'guides', 'all', ''), hostileValue),
    },
    { key: 'category', value: fc.oneof(fc.constantFrom(...categorySlugs, 'x'), hostileValue) },
    { key: 'sort', value: hostileValue },
    { key: '_rsc', value: fc.oneof(fc.constantFrom('1', 'abc'), hostileValue) },
  ])
  return fc
    .record({
      prefix,
      route,
      query: fc.option(query, { freq: 2 }),
      method: methodArb,
      headers: fc.option(extraHeaders, { freq: 2 }),
      body: bodyArb,
      asAdmin: fc.boolean(),
      action: fc.option(fc.constantFrom('deadbeef', '0'.repeat(40), '%', 'x'.repeat(500)), {
        freq: 8,
      }),
    })
    .map(({ prefix: p, route: r, query: q, method, headers, body, asAdmin, action }) => {
      const path = `${p.text}${r.path}` || '/'
      const extra = { ...(headers ?? {}) }
      if (action !== null) extra['Next-Action'] = action
      return build({
        target: path + (q ?? ''),
        pattern: `${p.pattern}${r.pattern === '/' && p.pattern ? '' : r.pattern}` || '/',
        method: action !== null ? 'POST' : method,
        headers: extra,
        body: body ?? undefined,
        asAdmin,
      })
    })
}

function files(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const lang = fc.oneof(
    {
      arbitrary: fc.constantFrom(...localeCodes).map((text) => ({ text, kind: 'real' })),
      weight: 4,
    },
    {
      arbitrary: fc
        .constantFrom('xx', 'EN', 'zz', 'e', 'eng', '%65n', '..')
        .map((text) => ({ text, kind: 'garbage' })),
      weight: 1,
    },
  )
  const media = slugArb(targets.mediaFiles)
  const route: fc.Arbitrary<{ path: string; pattern: string }> = fc.oneof(
    fc.constantFrom(
      { path: '/sitemap.xml', pattern: '/sitemap.xml' },
      { path: '/static-sitemap.xml', pattern: '/static-sitemap.xml' },
      { path: '/robots.txt', pattern: '/robots.txt' },
      { path: '/build-id.json', pattern: '/build-id.json' },
      { path: '/favicon.ico', pattern: '/favicon.ico' },
      { path: '/sitemaps/index', pattern: '/sitemaps/index' },
      { path: '/_next/static/chunks/%ff.js', pattern: '/_next/static/{file}' },
      { path: '/_next/data/x/y.json', pattern: '/_next/data/{file}' },
      { path: '/_payload.json', pattern: '/{path}/_payload.json' },
      { path: '/stores/_payload.json', pattern: '/{path}/_payload.json' },
    ),
    lang.map(({ text, kind }) => ({
      path: `/${text}-sitemap.xml`,
      pattern: `/${placeholder('lang', kind)}-sitemap.xml`,
    })),
    fc.tuple(lang, fc.oneof(numberish, malformed)).map(([{ text, kind }, part]) => ({
      path: `/${text}-sitemap-${part}.xml`,
      pattern: `/${placeholder('lang', kind)}-sitemap-{n}.xml`,
    })),
    fc.tuple(lang, fc.constantFrom('/', '/1', '/x', '/%ff')).map(([{ text }, part]) => ({
      path: `/sitemaps/${text}${part}`,
      pattern: '/sitemaps/{name}/{part}',
    })),
    fc
      .oneof(
        lang.map(({ text }) => `${text}.json`),
        hostileSegment,
      )
      .map((file) => ({ path: `/location-list/${file}`, pattern: '/location-list/{file}' })),
    media.map(({ text, kind }) => ({
      path: `/api/media/file/${text}`,
      pattern: `/api/media/file/${placeholder('file', kind)}`,
    })),
    hostileSegment.map((id) => ({
      path: `/builds/meta/${id}.json`,
      pattern: '/builds/meta/{id}.json',
    })),
    fc
      .tuple(
        fc.oneof(
          media.map(({ text }) => `/api/media/file/${text}`),
          fc.constantFrom('http://169.254.169.254/', '//evil.example/x.png', '/%', ''),
          hostileValue,
        ),
        numberish,
        numberish,
      )
      .map(([url, w, q]) => ({
        path: `/_next/image?url=${percentEncode(url)}&w=${percentEncode(w)}&q=${percentEncode(q)}`,
        pattern: '/_next/image',
      })),
  )
  return fc
    .record({
      route,
      query: fc.option(
        queryString([
          { key: 'v', value: hostileValue },
          { key: 't', value: numberish },
        ]),
        { freq: 3 },
      ),
      method: methodArb,
      headers: fc.option(extraHeaders, { freq: 2 }),
      body: bodyArb,
      asAdmin: fc.boolean(),
    })
    .map(({ route: r, query, method, headers, body, asAdmin }) =>
      build({
        target: r.path + (query && !r.path.includes('?') ? query : ''),
        pattern: r.pattern,
        method,
        headers: headers ?? {},
        body: body ?? undefined,
        asAdmin,
      }),
    )
}

function previews(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const collection = fc.oneof(
    { arbitrary: fc.constantFrom('posts', 'stores'), weight: 4 },
    { arbitrary: fc.constantFrom('media', 'users', 'products', 'x'), weight: 1 },
    { arbitrary: hostileSegment, weight: 1 },
  )
  const id = fc.oneof(
    fc.constantFrom(1, ...targets.postIds, ...targets.storeIds).map(String),
    fc.constantFrom(...MISSING_IDS),
    hostileSegment,
  )
  return fc
    .record({
      collection,
      id,
      query: fc.option(queryString([{ key: 'locale', value: langValue }]), { freq: 2 }),
      method: methodArb,
      headers: fc.option(extraHeaders, { freq: 3 }),
      body: bodyArb,
      asAdmin: fc.boolean(),
    })
    .map(({ collection: c, id: i, query, method, headers, body, asAdmin }) =>
      build({
        target: `/preview/${c}/${i}${query ?? ''}`,
        pattern: `/preview/${['posts', 'stores'].includes(c) ? c : '{collection}'}/{id}`,
        method,
        headers: headers ?? {},
        body: body ?? undefined,
        asAdmin,
      }),
    )
}

/** where[...] in bracket notation: conditions on real and invented fields, nested with and/or. */
function whereArb(collection: string): fc.Arbitrary<string[]> {
  const fields = [...(FIELDS[collection] ?? []), ...COMMON_FIELDS]
  const field = fc.oneof(
    { arbitrary: fc.constantFrom(...fields), weight: 5 },
    {
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor',
        'a.b.c.d.e',
        'title.en',
        'parent.parent.parent.name',
        'categories.name',
        'sessions.id',
        'id; drop',
        '',
        'hash',
        '_status.x',
        'version',
      ),
      weight: 2,
    },
    { arbitrary: hostileValue, weight: 1 },
  )
  const operator = fc.oneof(
    { arbitrary: fc.constantFrom(...OPERATORS), weight: 6 },
    {
      arbitrary: fc.constantFrom('EQUALS', 'regex', 'between', '$ne', '', 'near_ish', 'and', 'or'),
      weight: 1,
    },
  )
  const value = fc.oneof(
    { arbitrary: hostileValue, weight: 4 },
    { arbitrary: numberish, weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '1,2',
        '13.4,52.5,1000,0',
        'x,y,z,w',
        '1e309,1e309',
        '-200,100',
        'now',
        '2024-13-45',
        '9999-99-99T99:99',
        'draft',
        'published',
        'maybe',
        'true',
        'false',
        'admin',
        'editor',
        'root',
      ),
      weight: 2,
    },
  )
  type Node =
    | { kind: 'condition'; field: string; operator: string; value: string; list: boolean }
    | { kind: 'group'; op: string; items: Node[] }
  const tree = fc.letrec<{ node: Node }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      fc.record({
        kind: fc.constant('condition' as const),
        field,
        operator,
        value,
        list: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('group' as const),
        op: fc.constantFrom('and', 'or', 'AND', 'Or', 'nor', '0'),
        items: fc.array(tie('node'), { maxLength: 3 }),
      }),
    ),
  })).node
  const flatten = (node: Node, prefix: string): string[] => {
    if (node.kind === 'condition') {
      const base = `${prefix}[${rawEncode(node.field)}][${node.operator}]`
      if (node.list)
        return node.value.split(',').map((item, i) => `${base}[${i}]=${percentEncode(item)}`)
      return [`${base}=${percentEncode(node.value)}`]
    }
    if (!node.items.length) return [`${prefix}[${node.op}]=`]
    return node.items.flatMap((item, i) => flatten(item, `${prefix}[${node.op}][${i}]`))
  }
  return fc.oneof(
    { arbitrary: tree.map((node) => flatten(node, 'where')), weight: 8 },
    {
      arbitrary: fc.constantFrom<string[]>(
        ['where=x'],
        ['where[]=1'],
        ['where[title]=x'],
        ['where[title][equals][0][1]=x'],
        ['where[title'],
        ['where[[[=1'],
        ['where[or][x][title][equals]=1'],
        ['where[or][99999999][title][equals]=1'],
        [`where${'[or][0]'.repeat(60)}[title][equals]=x`],
        ['where[id][in]=' + Array.from({ length: 2000 }, (_, i) => i).join(',')],
        ['where[id][equals]=1&where[id][equals]=2'],
      ),
      weight: 2,
    },
  )
}

const localeValue = fc.oneof(
  fc.constantFrom(...localeCodes, 'all', '*', 'none', 'xx', 'en-US', ''),
  hostileValue,
)

function restParams(collection: string): fc.Arbitrary<string[]> {
  const fields = [...(FIELDS[collection] ?? []), ...COMMON_FIELDS]
  const sortValue = fc.oneof(
    fc.constantFrom(
      ...fields,
      ...fields.map((name) => `-${name}`),
      'a,b',
      '-',
      '--id',
      'id,-id',
      '',
    ),
    hostileValue,
  )
  const param = fc.oneof(
    { arbitrary: whereArb(collection), weight: 5 },
    ...['limit', 'page', 'depth'].map((key) => ({
      arbitrary: fc.tuple(mangledKey(key), encoded(numberish)).map(([k, v]) => [`${k}=${v}`]),
      weight: 2,
    })),
    { arbitrary: encoded(sortValue).map((v) => [`sort=${v}`]), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('locale', 'fallback-locale'), encoded(localeValue))
        .map(([k, v]) => [`${k}=${v}`]),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('draft', 'pagination', 'trash'), encoded(flagValue))
        .map(([k, v]) => [`${k}=${v}`]),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom(...fields), hostileValue),
          fc.constantFrom('true', 'false', '1', 'x', ''),
        )
        .map(([name, v]) => [`select[${rawEncode(name)}]=${v}`]),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(...COLLECTIONS, 'x'),
          fc.oneof(fc.constantFrom(...fields), hostileValue),
        )
        .map(([c, name]) => [`populate[${c}][${rawEncode(name)}]=true`]),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom('breadcrumbs', 'groups', 'products'), hostileValue),
          fc.constantFrom('limit', 'sort', 'where', 'count'),
          encoded(numberish),
        )
        .map(([name, key, v]) => [`joins[${rawEncode(name)}][${key}]=${v}`]),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(encoded(hostileValue), encoded(hostileValue))
        .map(([k, v]) => [`${k}=${v}`]),
      weight: 1,
    },
  )
  return fc.array(param, { maxLength: 4 }).map((lists) => lists.flat())
}

function payloadRest(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const collection = fc.oneof(
    { arbitrary: fc.constantFrom(...COLLECTIONS), weight: 10 },
    {
      arbitrary: fc.constantFrom('nonexistent', 'Posts', 'posts ', 'versions', '_posts_v'),
      weight: 1,
    },
  )
  const realIds = [...targets.postIds, ...targets.storeIds, ...targets.productIds, 1, 2, 3]
  const id = fc.oneof(
    { arbitrary: fc.constantFrom(...realIds).map(String), weight: 3 },
    {
      arbitrary: fc.constantFrom(...MISSING_IDS, '1.5', '01', ' 1', '%00', '%ff', '%', '1%00'),
      weight: 3,
    },
    { arbitrary: hostileSegment, weight: 2 },
  )
  const shape = fc.oneof(
    { arbitrary: fc.constant({ suffix: '', pattern: '' }), weight: 6 },
    { arbitrary: id.map((i) => ({ suffix: `/${i}`, pattern: '/{id}' })), weight: 6 },
    {
      arbitrary: fc
        .constantFrom('/count', '/versions', '/access', '/init', '/me')
        .map((s) => ({ suffix: s, pattern: s })),
      weight: 2,
    },
    {
      arbitrary: id.map((i) => ({ suffix: `/versions/${i}`, pattern: '/versions/{id}' })),
      weight: 1,
    },
    { arbitrary: id.map((i) => ({ suffix: `/access/${i}`, pattern: '/access/{id}' })), weight: 1 },
    {
      arbitrary: id.map((i) => ({ suffix: `/${i}/duplicate`, pattern: '/{id}/duplicate' })),
      weight: 1,
    },
    {
      arbitrary: fc
        .array(hostileSegment, { minLength: 1, maxLength: 3 })
        .map((s) => ({ suffix: `/${s.join('/')}`, pattern: '/{random}' })),
      weight: 1,
    },
  )
  return fc
    .tuple(collection, shape)
    .chain(([c, s]) =>
      fc.record({
        collection: fc.constant(c),
        shape: fc.constant(s),
        params: restParams(c),
        method: methodArb,
        headers: fc.option(extraHeaders, { freq: 3 }),
        body: bodyArb,
        asAdmin: fc.boolean(),
      }),
    )
    .map(({ collection: c, shape: s, params, method, headers, body, asAdmin }) => {
      // The admin's writes go to an id no document has, or to a bulk filter that matches nothing.
      const adminWrite = asAdmin && !READ_METHODS.has(method)
      const missing = MISSING_IDS[params.length % MISSING_IDS.length]!
      const suffix =
        adminWrite && s.pattern.includes('{id}') ? s.pattern.replace('{id}', missing) : s.suffix
      const query = adminWrite && s.pattern === '' ? [MATCHES_NOTHING] : params
      return build({
        target: `/api/${c}${suffix}${query.length ? `?${query.join('&')}` : ''}`,
        pattern: `/api/${COLLECTIONS.includes(c as (typeof COLLECTIONS)[number]) ? c : '{bad-collection}'}${s.pattern}`,
        method,
        headers: headers ?? {},
        body: body ?? undefined,
        asAdmin,
      })
    })
}

/** Reads through POST with the query in the body, as Payload's admin does for long filters. */
function methodOverride(): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.constantFrom(...COLLECTIONS),
      fc.constantFrom(...COLLECTIONS).chain((c) => restParams(c)),
      fc.boolean(),
    )
    .map(([c, params, asAdmin]) =>
      build({
        target: `/api/${c}`,
        pattern: `/api/${c} (override GET)`,
        method: 'POST',
        headers: { 'X-Payload-HTTP-Method-Override': 'GET' },
        body: { contentType: 'application/x-www-form-urlencoded', body: params.join('&') },
        asAdmin,
      }),
    )
}

function globalsRest(): fc.Arbitrary<FuzzRequest> {
  const slug = fc.oneof(
    { arbitrary: fc.constantFrom(...GLOBALS), weight: 6 },
    { arbitrary: hostileSegment, weight: 1 },
  )
  const suffix = fc.oneof(
    fc.constantFrom(
      '',
      '',
      '',
      '/versions',
      '/access',
      '/versions/1',
      '/versions/999999999',
      '/versions/abc',
    ),
    hostileSegment.map((s) => `/versions/${s}`),
  )
  const params = fc.array(
    fc.oneof(
      fc
        .tuple(fc.constantFrom('locale', 'fallback-locale'), encoded(localeValue))
        .map(([k, v]) => `${k}=${v}`),
      fc
        .tuple(fc.constantFrom('draft', 'depth'), encoded(fc.oneof(flagValue, numberish)))
        .map(([k, v]) => `${k}=${v}`),
      fc
        .oneof(fc.constantFrom('headline', 'about', 'x'), hostileValue)
        .map((name) => `select[${rawEncode(name)}]=true`),
      whereArb('posts').map((list) => list.join('&')),
    ),
    { maxLength: 3 },
  )
  return fc
    .record({
      slug,
      suffix,
      params,
      method: methodArb,
      headers: fc.option(extraHeaders, { freq: 3 }),
      body: bodyArb,
      asAdmin: fc.boolean(),
    })
    .map(({ slug: s, suffix: x, params: p, method, headers, body, asAdmin }) =>
      build({
        target: `/api/globals/${s}${x}${p.length ? `?${p.join('&')}` : ''}`,
        pattern: `/api/globals/${GLOBALS.includes(s as (typeof GLOBALS)[number]) ? s : '{bad-global}'}${x.startsWith('/versions/') ? '/versions/{id}' : x}`,
        method,
        headers: headers ?? {},
        body: body ?? undefined,
        asAdmin,
      }),
    )
}

/** Never the admin's own address: wrong passwords for it would lock the account. */
const strangerEmail = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(
    '',
    ' ',
    'a@b',
    '@',
    'x@example.com\u0000',
    'ADMIN@EXAMPLE.ORG',
    '"><script>@x.y',
    `${'a'.repeat(300)}@example.com`,
  ),
  hostileValue,
)

function authEndpoints(): fc.Arbitrary<FuzzRequest> {
  const operation = fc.oneof(
    {
      arbitrary: fc.constantFrom(
        'login',
        'me',
        'logout',
        'refresh-token',
        'forgot-password',
        'reset-password',
        'unlock',
        'first-register',
        'init',
        'access',
      ),
      weight: 8,
    },
    { arbitrary: hostileSegment.map((token) => `verify/${token}`), weight: 1 },
    { arbitrary: hostileSegment, weight: 1 },
  )
  const credentials = fc
    .record({
      email: strangerEmail,
      password: fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 2 })),
      token: fc.option(hostileValue),
      username: fc.option(hostileValue),
    })
    .map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) }))
  return fc
    .record({
      operation,
      method: fc.oneof(
        { arbitrary: fc.constant('POST'), weight: 6 },
        { arbitrary: methodArb, weight: 2 },
      ),
      body: fc.oneof(credentials, bodyArb),
      headers: fc.option(extraHeaders, { freq: 3 }),
      query: fc.option(
        queryString([
          { key: 'depth', value: numberish },
          { key: 'locale', value: localeValue },
        ]),
        { freq: 4 },
      ),
      asAdmin: fc.boolean(),
    })
    .map(({ operation: o, method, body, headers, query, asAdmin }) =>
      build({
        target: `/api/users/${o}${query ?? ''}`,
        pattern: `/api/users/${o.startsWith('verify/') ? 'verify/{token}' : /^[a-z-]+$/.test(o) ? o : '{random}'}`,
        method,
        headers: headers ?? {},
        body: body ?? undefined,
        asAdmin,
      }),
    )
}

function publicApi(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const categoryRef = fc.oneof(
    fc.constantFrom(
      ...targets.categories.map((c) => c.slug),
      ...targets.categories.map((c) => String(c.id)),
      '314',
    ),
    hostileValue,
  )
  const idsValue = idListValue([...targets.storeIds, ...targets.productIds])
  const paging = [
    { key: 'page', value: numberish },
    { key: 'limit', value: numberish },
    { key: 'lang', value: langValue },
  ]
  const endpoints: fc.Arbitrary<{ path: string; pattern: string; params: Param[] }>[] = [
    fc.constant({
      path: '/api/data/stores',
      pattern: '/api/data/stores',
      params: [
        ...paging,
        { key: 'country', value: countryValue },
        { key: 'category', value: categoryRef },
        { key: 'q', value: hostileValue },
        { key: 'featured', value: flagValue },
        { key: 'ids', value: idsValue },
        {
          key: 'sort',
          value: fc.oneof(fc.constantFrom('popular', 'name', 'newest'), hostileValue),
        },
      ],
    }),
    slugArb([...targets.storeIds.map(String), ...targets.storeSlugs]).map(({ text, kind }) => ({
      path: `/api/data/store/${text}`,
      pattern: `/api/data/store/${placeholder('id', kind)}`,
      params: [{ key: 'lang', value: langValue }],
    })),
    fc.constant({
      path: '/api/data/products',
      pattern: '/api/data/products',
      params: [
        ...paging,
        { key: 'country', value: countryValue },
        { key: 'category', value: categoryRef },
        {
          key: 'store',
          value: fc.oneof(
            fc.constantFrom('1', ...targets.storeSlugs, ...targets.storeIds.map(String)),
            hostileValue,
          ),
        },
        {
          key: 'group',
          value: fc.oneof(fc.constantFrom(...targets.groupSlugs, '1'), hostileValue),
        },
        { key: 'groups', value: flagValue },
        { key: 'q', value: hostileValue },
        { key: 'ids', value: idsValue },
        {
          key: 'sort',
          value: fc.oneof(
            fc.constantFrom('popular', 'price_asc', 'price_desc', 'newest'),
            hostileValue,
          ),
        },
      ],
    }),
    fc.constant({
      path: '/api/posts/posts',
      pattern: '/api/posts/posts',
      params: [
        ...paging,
        { key: 'category', value: categoryRef },
        { key: 'exclude_category_ids', value: idListValue(targets.categories.map((c) => c.id)) },
        { key: 'q', value: hostileValue },
        {
          key: 'sort',
          value: fc.oneof(fc.constantFrom('newest', 'oldest', 'title'), hostileValue),
        },
      ],
    }),
    slugArb(targets.postIds.map(String)).map(({ text, kind }) => ({
      path: `/api/posts/posts/${text}`,
      pattern: `/api/posts/posts/${placeholder('id', kind)}`,
      params: [{ key: 'lang', value: langValue }],
    })),
    fc.constant({
      path: '/api/posts/posts/category',
      pattern: '/api/posts/posts/category',
      params: [{ key: 'lang', value: langValue }],
    }),
    fc.constant({
      path: '/api/search/suggestions',
      pattern: '/api/search/suggestions',
      params: [
        {
          key: 'q',
          value: fc.oneof(fc.constantFrom('sa', 'sams', 'laptop', 'schuhe', 'a', ''), hostileValue),
        },
        { key: 'lang', value: langValue },
        { key: 'country', value: countryValue },
      ],
    }),
    fc.constantFrom(
      { path: '/api/openapi.json', pattern: '/api/openapi.json', params: [] },
      { path: '/api/health', pattern: '/api/health', params: [] },
      { path: '/api/ready', pattern: '/api/ready', params: [] },
      { path: '/api', pattern: '/api', params: [] },
      { path: '/api/', pattern: '/api', params: [] },
      { path: '/api/data', pattern: '/api/data', params: [] },
      { path: '/api/data/store', pattern: '/api/data/store', params: [] },
      { path: '/api/data/store/', pattern: '/api/data/store', params: [] },
      { path: '/api/search', pattern: '/api/search', params: [] },
      { path: '/api/graphql-playground', pattern: '/api/graphql-playground', params: [] },
    ),
  ]
  return fc
    .oneof(...endpoints)
    .chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        query: fc.option(queryString(endpoint.params), { freq: 6 }),
        method: methodArb,
        headers: fc.option(extraHeaders, { freq: 3 }),
        body: bodyArb,
        asAdmin: fc.boolean(),
      }),
    )
    .map(({ endpoint, query, method, headers, body, asAdmin }) =>
      build({
        target: endpoint.path + (query ?? ''),
        pattern: endpoint.pattern,
        method,
        headers: headers ?? {},
        body: body ?? undefined,
        asAdmin,
      }),
    )
}

const GRAPHQL_QUERIES = [
  '{ Posts { docs { id title } } }',
  '{ __schema { types { name fields { name } } } }',
  '{ __typename }',
  '{',
  '}',
  '',
  'query',
  'query ($v: Int) { Posts(limit: $v) { docs { id } } }',
  'query A { Posts { docs { id } } } query B { Stores { docs { id } } }',
  'fragment F on Post { ...F } { Posts { docs { ...F } } }',
  'subscription { x }',
  '{ Post(id: "abc") { id } }',
  '{ Post(id: 99999999999) { id } }',
  '{ Posts(where: { title: { near: "1,2" } }) { docs { id } } }',
  '{ Posts(where: { OR: [{ AND: [{ title: { like: "%" } }] }] }) { docs { id } } }',
  '{ Stores(where: { locations__city: { contains: "\\u0000" } }) { docs { id } } }',
  '{ Posts(sort: "-nonexistent", locale: xx) { docs { id } } }',
  '{ Users { docs { email hash salt } } }',
  '{ Posts(limit: 1e309, page: -1) { docs { id } } }',
  `{ ${Array.from({ length: 300 }, (_, i) => `a${i}: Posts { docs { id } }`).join(' ')} }`,
  `{ Posts { docs { ${'category { parent { '.repeat(30)}id${' } }'.repeat(30)} } } }`,
  '{ Posts @include(if: "x") { docs { id } } }',
  '{ 𝔘 }',
  `{ Posts(where: { title: { equals: "${'a'.repeat(4000)}" } }) { docs { id } } }`,
]

function graphql(): fc.Arbitrary<FuzzRequest> {
  const text = fc.oneof(
    { arbitrary: fc.constantFrom(...GRAPHQL_QUERIES), weight: 4 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'Posts',
            'Stores',
            'Products',
            'ProductGroups',
            'PostCategories',
            'Media',
            'Users',
            'Home',
            'SiteSettings',
          ),
          fc.constantFrom('title', 'name', 'id', 'slug', 'email', 'x'),
          fc.constantFrom(...OPERATORS, 'bogus'),
          hostileValue,
          numberish,
        )
        .map(
          ([type, field, operator, value, n]) =>
            `{ ${type}(where: { ${field}: { ${operator}: ${JSON.stringify(value)} } }, limit: ${/^-?\d+$/.test(n) ? n : JSON.stringify(n)}) { docs { id } } }`,
        ),
      weight: 3,
    },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        'mutation { deletePost(id: 999999999) { id } }',
        'mutation { createPost(data: {}) { id } }',
      ),
      weight: 1,
    },
  )
  const payload = fc.oneof(
    fc
      .record({
        query: text,
        variables: fc.option(
          fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('{"v":"abc"}', '[]', 'x')),
        ),
        operationName: fc.option(fc.oneof(fc.constantFrom('A', 'B', 'Nope'), hostileValue)),
      })
      .map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) })),
    fc
      .jsonValue({ maxDepth: 3 })
      .map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) ?? 'null' })),
    fc.array(text, { maxLength: 3 }).map((list) => ({
      contentType: 'application/json',
      body: JSON.stringify(list.map((query) => ({ query }))),
    })),
    text.map((query) => ({ contentType: 'application/graphql', body: query })),
    bodyArb.map((body) => body ?? { contentType: 'application/json', body: '' }),
  )
  return fc
    .record({
      payload,
      method: fc.oneof(
        { arbitrary: fc.constant('POST'), weight: 6 },
        { arbitrary: methodArb, weight: 1 },
      ),
      get: fc.option(fc.tuple(text, fc.option(hostileValue)), { freq: 5 }),
      headers: fc.option(extraHeaders, { freq: 3 }),
      asAdmin: fc.boolean(),
    })
    .map(({ payload: p, method, get, headers, asAdmin }) =>
      get
        ? build({
            target: `/api/graphql?query=${percentEncode(get[0])}${get[1] === null ? '' : `&variables=${percentEncode(get[1])}`}`,
            pattern: '/api/graphql (GET)',
            method: 'GET',
            headers: headers ?? {},
            asAdmin,
          })
        : build({
            target: '/api/graphql',
            pattern: '/api/graphql',
            method,
            headers: headers ?? {},
            body: p,
            asAdmin,
          }),
    )
}

function adminUi(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const collection = fc.oneof(fc.constantFrom(...COLLECTIONS), hostileSegment)
  const id = fc.oneof(
    fc.constantFrom(...MISSING_IDS),
    fc.constantFrom('1', ...targets.postIds.map(String)),
    hostileSegment,
  )
  const view = fc.oneof(
    fc.constantFrom(
      { path: '', pattern: '/admin' },
      { path: '/login', pattern: '/admin/login' },
      { path: '/logout', pattern: '/admin/logout' },
      { path: '/forgot', pattern: '/admin/forgot' },
      { path: '/create-first-user', pattern: '/admin/create-first-user' },
      { path: '/account', pattern: '/admin/account' },
      { path: '/unauthorized', pattern: '/admin/unauthorized' },
    ),
    collection.map((c) => ({
      path: `/collections/${c}`,
      pattern: '/admin/collections/{collection}',
    })),
    fc.tuple(collection, id).map(([c, i]) => ({
      path: `/collections/${c}/${i}`,
      pattern: '/admin/collections/{collection}/{id}',
    })),
    fc.tuple(collection, id).map(([c, i]) => ({
      path: `/collections/${c}/${i}/versions`,
      pattern: '/admin/collections/{collection}/{id}/versions',
    })),
    fc
      .oneof(fc.constantFrom(...GLOBALS), hostileSegment)
      .map((g) => ({ path: `/globals/${g}`, pattern: '/admin/globals/{global}' })),
    hostileSegment.map((token) => ({ path: `/reset/${token}`, pattern: '/admin/reset/{token}' })),
    fc
      .array(hostileSegment, { minLength: 1, maxLength: 3 })
      .map((s) => ({ path: `/${s.join('/')}`, pattern: '/admin/{random}' })),
  )
  const params = fc.array(
    fc.oneof(
      { arbitrary: whereArb('posts').map((list) => list.join('&')), weight: 3 },
      {
        arbitrary: fc
          .tuple(
            fc.constantFrom('search', 'page', 'locale', 'depth'),
            encoded(fc.oneof(hostileValue, numberish)),
          )
          .map(([k, v]) => `${k}=${v}`),
        weight: 2,
      },
      {
        arbitrary: fc
          .tuple(
            fc.constantFrom('limit', 'sort', 'columns', 'groupBy', 'preset'),
            encoded(fc.oneof(hostileValue, numberish)),
          )
          .map(([k, v]) => `${k}=${v}`),
        weight: 1,
      },
    ),
    { maxLength: 3 },
  )
  return fc
    .record({
      view,
      params,
      method: fc.oneof(
        { arbitrary: fc.constant('GET'), weight: 8 },
        { arbitrary: methodArb, weight: 1 },
      ),
      headers: fc.option(extraHeaders, { freq: 3 }),
      body: bodyArb,
      asAdmin: fc.boolean(),
    })
    .map(({ view: v, params: p, method, headers, body, asAdmin }) =>
      build({
        target: `/admin${v.path}${p.length ? `?${p.join('&')}` : ''}`,
        pattern: v.pattern,
        method,
        headers: headers ?? {},
        body: body ?? undefined,
        asAdmin,
      }),
    )
}

/** Request lines and headers no client library would send. */
function rawJunk(): fc.Arbitrary<FuzzRequest> {
  const line = fc.oneof(
    fc.constantFrom(
      'CONNECT localhost:3000 HTTP/1.1',
      'GET * HTTP/1.1',
      'OPTIONS * HTTP/1.1',
      'GET http://evil.example/ HTTP/1.1',
      'GET http://localhost:3000/api/health HTTP/1.1',
      'GET //evil.example/ HTTP/1.1',
      'GET / HTTP/1.0',
      'GET / HTTP/2.0',
      'GET / HTTP/9.9',
      'GET /',
      'GET  /  HTTP/1.1',
      'get / HTTP/1.1',
      'FOO / HTTP/1.1',
      'M-SEARCH * HTTP/1.1',
      'GET /\u0000 HTTP/1.1',
      'GET /a b HTTP/1.1',
      'GET /\\evil HTTP/1.1',
      'GET ../../etc/passwd HTTP/1.1',
    ),
    fc
      .tuple(fc.constantFrom('GET', 'POST', 'TRACE', 'PROPFIND'), hostileSegment)
      .map(([m, p]) => `${m} /${p} HTTP/1.1`),
  )
  const headerBlock = fc.constantFrom(
    'Host: localhost\r\n',
    '',
    'Host: localhost\r\nHost: evil.example\r\n',
    'Host: localhost\r\nContent-Length: abc\r\n',
    'Host: localhost\r\nContent-Length: 5\r\nContent-Length: 6\r\n',
    'Host: localhost\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n',
    'Host: localhost\r\nTransfer-Encoding: chunked\r\n',
    'Host: localhost\r\nX-Folded: a\r\n b\r\n',
    'Host: localhost\r\nBad Header: x\r\n',
    'Host: localhost\r\nX: \u0000\r\n',
    'Host: localhost\nX-Lf: only\n',
    'Host: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n',
  )
  return fc.tuple(line, headerBlock).map(([requestLine, headersText]) => ({
    method: requestLine.split(' ')[0]!.toUpperCase(),
    target: requestLine.split(' ')[1] ?? '',
    pattern: `raw: ${requestLine.split(' ')[0]} request line`,
    headers: {},
    asAdmin: false,
    raw: `${requestLine}\r\n${headersText}Connection: close\r\n\r\n`,
  }))
}

/** Every family of requests, weighted by how much surface each covers. */
export function fuzzRequestArb(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { arbitrary: sitePages(targets), weight: 26 },
    { arbitrary: files(targets), weight: 8 },
    { arbitrary: previews(targets), weight: 3 },
    { arbitrary: adminUi(targets), weight: 4 },
    { arbitrary: publicApi(targets), weight: 20 },
    { arbitrary: payloadRest(targets), weight: 22 },
    { arbitrary: methodOverride(), weight: 2 },
    { arbitrary: globalsRest(), weight: 4 },
    { arbitrary: authEndpoints(), weight: 5 },
    { arbitrary: graphql(), weight: 5 },
    { arbitrary: rawJunk(), weight: 1 },
  )
}

/** The generated requests of one run: the same seed gives the same list. */
export function generateFuzzRequests(
  targets: FuzzTargets,
  seed: number,
  runs: number,
): FuzzRequest[] {
  return fc.sample(fuzzRequestArb(targets), { seed, numRuns: runs })
}

// ---------------------------------------------------------------------------------------------------
// Known cases.
// ---------------------------------------------------------------------------------------------------

/** Hand-picked requests that broke this kind of app before; sent on every run, before the random ones. */
export function knownCases(targets: FuzzTargets): FuzzRequest[] {
  const store = targets.storeSlugs[0] ?? 'x'
  const guide = targets.guides[0] ?? { category: 'x', slug: 'y' }
  const category = targets.categories[0] ?? { slug: 'x', subcategories: ['y'], id: 1 }
  const post = targets.postIds[0] ?? 1
  const get = (target: string, pattern: string, extra: Partial<Shape> = {}) =>
    build({ target, pattern, method: 'GET', ...extra })
  const cases: FuzzRequest[] = []
  for (const fragment of [
    '%',
    '%ff',
    '%E0%A4%A',
    '%00',
    '%2500',
    '%c0%af',
    '%ed%a0%80',
    '\u00e9',
    '%2e%2e%2f',
  ]) {
    cases.push(
      get(`/${fragment}`, '/{random}'),
      get(`/products/${fragment}`, '/products/{bad-slug}'),
      get(`/groups/${fragment}`, '/groups/{bad-slug}'),
      get(`/de/stores/${fragment}`, '/{lang}/stores/{bad-slug}'),
      get(`/api/no-such-${fragment}`, '/api/{unknown}'),
      get(`/de/${fragment}`, '/{lang}/{random}'),
      get(`/stores/${fragment}`, '/stores/{bad-slug}'),
      get(`/categories/${category.slug}/${fragment}`, '/categories/{category}/{bad-sub}'),
      get(`/shopping-guides/${guide.category}/${fragment}`, '/shopping-guides/{sub}/{bad-post}'),
      get(`/search?q=${fragment}`, '/search'),
      get(`/?country=${fragment}`, '/'),
      get(`/stores?page=${fragment}&category=${fragment}`, '/stores'),
      get(`/api/data/store/${fragment}`, '/api/data/store/{bad-id}'),
      get(`/api/data/stores?q=${fragment}`, '/api/data/stores'),
      get(`/api/posts/posts/${fragment}`, '/api/posts/posts/{bad-id}'),
      get(`/api/posts/${fragment}`, '/api/posts/{id}', { asAdmin: true }),
      get(`/api/posts?where[title][like]=${fragment}`, '/api/posts', { asAdmin: true }),
      get(`/api/media/file/${fragment}`, '/api/media/file/{bad-file}'),
      get(`/${fragment}-sitemap.xml`, '/{bad-lang}-sitemap.xml'),
      get(`/admin/collections/${fragment}`, '/admin/collections/{collection}', { asAdmin: true }),
    )
  }
  for (const id of [
    '1',
    '-1',
    '0',
    '99999999999',
    '1e309',
    'abc',
    '1.5',
    '01',
    '%20',
    '9'.repeat(30),
  ]) {
    for (const collection of [
      'posts',
      'stores',
      'users',
      'media',
      'post-categories',
      'payload-preferences',
    ]) {
      cases.push(get(`/api/${collection}/${id}`, `/api/${collection}/{id}`, { asAdmin: true }))
    }
    cases.push(
      get(`/api/data/store/${id}`, '/api/data/store/{id}'),
      get(`/api/posts/posts/${id}`, '/api/posts/posts/{id}'),
      get(`/preview/posts/${id}`, '/preview/posts/{id}', { asAdmin: true }),
      get(`/api/posts/versions/${id}`, '/api/posts/versions/{id}', { asAdmin: true }),
      get(`/api/globals/home/versions/${id}`, '/api/globals/home/versions/{id}', { asAdmin: true }),
    )
  }
  for (const [key, value] of [
    ['page', '99999999999999999999'],
    ['page', '-1'],
    ['limit', '1e309'],
    ['limit', '0'],
    ['limit', '101'],
    ['ids', '1,,2'],
    ['ids', Array.from({ length: 101 }, (_, i) => i + 1).join(',')],
    ['ids', '99999999999'],
    ['category', '%00'],
    ['category', '314'],
    ['country', 'xx'],
    ['lang', 'de_DE'],
    ['q', 'a'.repeat(201)],
    ['q', '%E0%A4%A'],
    ['featured', 'maybe'],
    ['sort', '__proto__'],
  ]) {
    for (const path of ['/api/data/stores', '/api/data/products', '/api/posts/posts']) {
      cases.push(get(`${path}?${key}=${value}`, path))
    }
  }
  cases.push(
    get('/api/search/suggestions', '/api/search/suggestions'),
    get(`/api/search/suggestions?q=${'%F0%9F%98%80'.repeat(60)}`, '/api/search/suggestions'),
    get('/api/search/suggestions?q=%27%22%5C', '/api/search/suggestions'),
    get('/api/data/products?groups=1&group=recommended&store=%00', '/api/data/products'),
    get(`/api/posts/posts/${post}?lang=xx`, '/api/posts/posts/{id}'),
    get(`/api/data/store/${store}?lang=de-DE`, '/api/data/store/{id}'),
  )
  // Payload's REST, as the admin: filters it has to refuse, not fail on.
  for (const query of [
    'where[id][equals]=abc',
    'where[id][equals]=99999999999',
    'where[id][in]=1,abc,99999999999',
    'where[title][near]=1,2',
    'where[title][near]=a,b,c,d',
    'where[title][within]=x',
    'where[title][intersects]={"type":"Point"}',
    'where[publishedAt][greater_than]=not-a-date',
    'where[publishedAt][less_than]=99999-01-01',
    'where[_status][equals]=maybe',
    'where[category][equals]=abc',
    'where[category.name][like]=x',
    'where[__proto__][equals]=1',
    'where[title][exists]=maybe',
    'where[title][all]=a,b',
    'where[title][contains]=%00',
    'where[title][like]=%25%00%25',
    `where${'[or][0]'.repeat(60)}[title][equals]=x`,
    'where[or][x][title][equals]=1',
    'where[nonexistent][equals]=1',
    'where[title][bogus]=1',
    'limit=1e309',
    'limit=99999999999',
    'page=99999999999',
    'depth=99999999999',
    'depth=-1',
    'sort=-nonexistent',
    'sort=title,-title,__proto__',
    'locale=xx',
    'locale=all&fallback-locale=xx',
    'draft=maybe',
    'select[nonexistent]=true',
    'select=x',
    'populate[posts][title]=true',
    'joins[x][limit]=abc',
    'pagination=false&limit=5',
    'trash=true',
  ]) {
    for (const collection of ['posts', 'stores', 'users', 'post-categories']) {
      cases.push(get(`/api/${collection}?${query}`, `/api/${collection}`, { asAdmin: true }))
      cases.push(get(`/api/${collection}?${query}`, `/api/${collection}`))
    }
    cases.push(get(`/api/posts/versions?${query}`, '/api/posts/versions', { asAdmin: true }))
    cases.push(get(`/api/posts/count?${query}`, '/api/posts/count', { asAdmin: true }))
    cases.push(
      get(`/admin/collections/posts?${query}`, '/admin/collections/{collection}', {
        asAdmin: true,
      }),
    )
  }
  for (const global of GLOBALS) {
    for (const query of [
      'locale=xx',
      'depth=99999999999',
      'draft=maybe',
      'select[x]=true',
      'where[version.title][near]=1,2',
    ]) {
      cases.push(
        get(`/api/globals/${global}?${query}`, `/api/globals/${global}`, { asAdmin: true }),
      )
      cases.push(
        get(`/api/globals/${global}/versions?${query}`, `/api/globals/${global}/versions`, {
          asAdmin: true,
        }),
      )
    }
  }
  // Bodies Payload has to parse before it can refuse them, anonymous and on ids that do not exist.
  const bodies: BodySpec[] = [
    ...MALFORMED_JSON.map((body) => ({ contentType: 'application/json', body })),
    { contentType: 'multipart/form-data', body: multipart([{ name: 'a', value: 'b' }]) },
    {
      contentType: 'multipart/form-data; boundary=other',
      body: multipart([{ name: 'a', value: 'b' }]),
    },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: '' },
    {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: multipart([{ name: '_payload', value: '{bad json' }]),
    },
    {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: multipart([{ name: 'file', value: '{not json' }]),
    },
    {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: multipart([
        { name: 'file', value: 'x', filename: '../../../etc/passwd', type: 'image/png' },
      ]),
    },
    { contentType: 'application/x-www-form-urlencoded', body: 'email=a%ff&password=%' },
    { contentType: 'text/plain', body: '{"email":"x@example.com","password":"x"}' },
    { body: '' },
  ]
  for (const body of bodies) {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      cases.push(build({ target: '/api/posts', pattern: '/api/posts', method, body }))
      cases.push(build({ target: '/api/media', pattern: '/api/media', method, body }))
      cases.push(
        build({
          target: '/api/posts/999999999',
          pattern: '/api/posts/{id}',
          method,
          body,
          asAdmin: true,
        }),
      )
      cases.push(
        build({
          target: '/api/media/999999999',
          pattern: '/api/media/{id}',
          method,
          body,
          asAdmin: true,
        }),
      )
      cases.push(
        build({
          target: `/api/users?${MATCHES_NOTHING}`,
          pattern: '/api/users',
          method,
          body,
          asAdmin: method !== 'POST',
        }),
      )
      cases.push(build({ target: '/api/globals/home', pattern: '/api/globals/home', method, body }))
    }
    for (const operation of [
      'login',
      'forgot-password',
      'reset-password',
      'refresh-token',
      'logout',
      'first-register',
      'unlock',
    ]) {
      cases.push(
        build({
          target: `/api/users/${operation}`,
          pattern: `/api/users/${operation}`,
          method: 'POST',
          body,
        }),
      )
    }
    cases.push(
      build({
        target: '/api/graphql',
        pattern: '/api/graphql',
        method: 'POST',
        body,
        asAdmin: true,
      }),
    )
    cases.push(build({ target: '/api/graphql', pattern: '/api/graphql', method: 'POST', body }))
    cases.push(
      build({
        target: '/',
        pattern: '/',
        method: 'POST',
        body,
        headers: { 'Next-Action': 'deadbeef' },
      }),
    )
  }
  for (const query of GRAPHQL_QUERIES) {
    const body = { contentType: 'application/json', body: JSON.stringify({ query }) }
    cases.push(
      build({
        target: '/api/graphql',
        pattern: '/api/graphql',
        method: 'POST',
        body,
        asAdmin: true,
      }),
    )
    cases.push(
      build({
        target: '/api/graphql',
        pattern: '/api/graphql',
        method: 'POST',
        body,
        headers: { Cookie: 'payload-token=garbage' },
      }),
    )
  }
  // Methods, headers and sizes the server refuses before routing.
  for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'PURGE', 'SEARCH', 'LINK', 'QUERY']) {
    for (const target of ['/', '/api/posts', '/api/data/stores', '/admin']) {
      cases.push(build({ target, pattern: target, method }))
    }
  }
  cases.push(
    get(`/search?q=${'a'.repeat(9000)}`, '/search'),
    get(`/api/data/stores?q=${'%00'.repeat(100)}`, '/api/data/stores'),
    get('/', '/', { headers: { 'X-Big': 'a'.repeat(17_000) } }),
    get('/', '/', {
      headers: { Cookie: 'payload-token=garbage', 'X-Payload-HTTP-Method-Override': 'GET' },
    }),
    get('/', '/', { headers: { Host: 'evil.example' } }),
    get('/', '/', { headers: { 'Accept-Language': 'x'.repeat(8000) } }),
    get('/', '/', { headers: { Cookie: 'NEXT_LOCALE=%ff; selectedCountry=%' } }),
    get('/de', '/{lang}', { headers: { RSC: '1', 'Next-Router-State-Tree': '%' } }),
    get('/de', '/{lang}', {
      headers: { RSC: '1', 'Next-Router-State-Tree': '%5B%22%22%2C%7B%7D%5D' },
    }),
    get('/stores', '/stores', {
      headers: { 'X-Middleware-Subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
    }),
    get('/api/posts', '/api/posts', { headers: { Authorization: 'JWT eyJhbGciOiJub25lIn0.e30.' } }),
    get('/api/posts', '/api/posts', { headers: { Authorization: 'users API-Key garbage' } }),
    get('/api/users/me', '/api/users/me', { headers: { Cookie: 'payload-token=%ff' } }),
    build({
      target: '/api/users/login',
      pattern: '/api/users/login',
      method: 'POST',
      body: { contentType: 'application/json', body: 'a'.repeat(1_100_000) },
    }),
    build({
      target: '/api/posts',
      pattern: '/api/posts',
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'GET' },
      body: { contentType: 'application/x-www-form-urlencoded', body: 'where[title][near]=1' },
    }),
    build({
      target: '/api/posts',
      pattern: '/api/posts (override GET)',
      method: 'POST',
      headers: { 'X-Payload-HTTP-Method-Override': 'GET' },
      body: {
        contentType: 'application/x-www-form-urlencoded',
        body: 'where[id][equals]=abc&limit=1e309',
      },
      asAdmin: true,
    }),
    get(
      `/categories/${category.slug}/${category.subcategories[0] ?? 'x'}?page=99999999999`,
      '/categories/{category}/{sub}',
    ),
    get(
      `/shopping-guides/${guide.category}/${guide.slug}?country=%00`,
      '/shopping-guides/{sub}/{post}',
    ),
    get(`/stores/${store}?country=%ff`, '/stores/{slug}'),
    get('/en-sitemap-99999999999.xml', '/{lang}-sitemap-{n}.xml'),
    get('/en-sitemap-0.xml', '/{lang}-sitemap-{n}.xml'),
    get('/location-list/..%2f..%2fpackage.json', '/location-list/{file}'),
    get('/api/media/file/..%2f..%2fpackage.json', '/api/media/file/{bad-file}'),
    get('/_next/image?url=http://169.254.169.254/&w=64&q=75', '/_next/image'),
    get('/_next/image?url=%2F%2Fevil.example%2Fx.png&w=99999&q=-1', '/_next/image'),
  )
  for (const raw of [
    'CONNECT localhost:3000 HTTP/1.1\r\nHost: localhost\r\n\r\n',
    'GET /api/data/stores HTTP/1.1\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
    'FOO / HTTP/1.1\r\nHost: localhost\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n',
    'POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  ]) {
    const requestLine = raw.split('\r\n')[0]!
    cases.push({
      method: requestLine.split(' ')[0]!,
      target: requestLine.split(' ')[1]!,
      pattern: `raw: ${requestLine}`,
      headers: {},
      asAdmin: false,
      raw,
    })
  }
  return cases
}

// ---------------------------------------------------------------------------------------------------
// The admin's guard.
// ---------------------------------------------------------------------------------------------------

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Whether the admin's token may go on it: reads that change nothing, writes that reach no document. */
export function isSafeAsAdmin(request: FuzzRequest): boolean {
  if (request.raw) return false
  const [rawPath = '', query = ''] = request.target.split(/\?(.*)/s)
  const path = safeDecode(rawPath).toLowerCase()
  const body = request.body === undefined ? '' : request.body.toString()
  const everything = `${safeDecode(request.target)} ${body} ${safeDecode(body)}`
  if (
    /mutation|\\u|payload-jobs|logout|refresh-token|reset-password|forgot-password|unlock|verify|first-register|\/create/i.test(
      everything,
    )
  ) {
    return false
  }
  if (Object.keys(request.headers).some((name) => /override/i.test(name))) {
    return (
      request.method === 'POST' &&
      request.headers['X-Payload-HTTP-Method-Override'] === 'GET' &&
      /^\/api\/[a-z-]+$/.test(rawPath) &&
      request.headers['Content-Type'] === 'application/x-www-form-urlencoded'
    )
  }
  if (path.startsWith('/admin')) {
    if (!READ_METHODS.has(request.method) || /\.\.|\/\/|\\/.test(path)) return false
    // Admin views save locale, limit, sort and columns as preferences, and lock opened documents.
    const keys = query.split('&').map((pair) => pair.split('=')[0]!)
    if (query && !keys.every((key) => /^(where\[[^%]*|search|page|depth)$/.test(key))) return false
    if (/^\/admin\/(account|globals)/.test(path)) return false
    const document = /^\/admin\/collections\/[^/]+\/([^/]+)/.exec(rawPath)
    if (document && !MISSING_IDS.includes(document[1]!)) return false
    return true
  }
  if (READ_METHODS.has(request.method)) return true
  if (rawPath === '/api/graphql') {
    const type = request.headers['Content-Type'] ?? ''
    return request.method === 'POST' && /^application\/(json|graphql)/.test(type) && !/%/.test(body)
  }
  if (rawPath.startsWith('/api/globals') || rawPath.startsWith('/api/users/')) {
    return /^\/api\/users\/[^/]+$/.test(rawPath) && MISSING_IDS.includes(rawPath.split('/')[3]!)
  }
  const byId = /^\/api\/[a-z-]+\/(?:versions\/)?([^/]+)(\/duplicate)?$/.exec(rawPath)
  if (byId && MISSING_IDS.includes(byId[1]!)) return true
  const bulk = /^\/api\/[a-z-]+$/.test(rawPath)
  return (
    bulk && query === MATCHES_NOTHING && (request.method === 'PATCH' || request.method === 'DELETE')
  )
}

// ---------------------------------------------------------------------------------------------------
// Sending and judging.
// ---------------------------------------------------------------------------------------------------

export interface FuzzAnswer {
  /** 0 when no answer came (the connection was closed, reset or timed out). */
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The first characters of the body, decompressed when possible. */
  excerpt: string
  error?: string
  ms: number
}

const EXCERPT_BYTES = 4096

function excerptOf(bytes: Buffer, encoding: string | undefined): string {
  let text = bytes
  try {
    if (encoding === 'gzip') text = gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH })
    else if (encoding === 'br') text = brotliDecompressSync(bytes)
    else if (encoding === 'deflate') text = inflateSync(bytes)
  } catch {
    // A cut-off compressed body: show the bytes.
  }
  return text.toString('utf8').slice(0, 200)
}

function sendRaw(base: URL, raw: string, timeoutMs: number): Promise<FuzzAnswer> {
  const started = Date.now()
  return new Promise((resolve) => {
    const socket = net.connect(Number(base.port || 80), base.hostname)
    const chunks: Buffer[] = []
    let settled = false
    const finish = (error?: string) => {
      if (settled) return
      settled = true
      socket.destroy()
      const text = Buffer.concat(chunks).toString('latin1')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const status = /^HTTP\/\d(?:\.\d)? (\d{3})/.exec(head)
      if (!status) {
        resolve({
          status: 0,
          headers: {},
          excerpt: text.slice(0, 200),
          error: error ?? 'closed without an answer',
          ms: Date.now() - started,
        })
        return
      }
      const headers: Record<string, string> = {}
      for (const line of head.split('\r\n').slice(1)) {
        const at = line.indexOf(':')
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
      }
      resolve({
        status: Number(status[1]),
        headers,
        excerpt: rest.join('\r\n\r\n').slice(0, 200),
        ms: Date.now() - started,
      })
    }
    socket.setTimeout(timeoutMs, () => finish('timeout'))
    socket.on('connect', () => socket.write(raw, 'latin1'))
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      // One answer is all a raw request is judged on; some keep the connection open after it.
      if (Buffer.concat(chunks).includes('\r\n\r\n')) setTimeout(() => finish(), 50)
    })
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message))
    socket.on('close', () => finish())
  })
}

/**
 * The fuzz's own client address: the e2e server believes X-Forwarded-For from loopback, so its many
 * failed logins and searches are limited apart from the other tests' admin logins.
 */
export const FUZZ_CLIENT_ADDRESS = '198.51.100.77'

/** The request's own X-Forwarded-For, if any, with the fuzz's address as the hop the server believes. */
function forwardedForFuzz(headers: Record<string, string | number>): void {
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'x-forwarded-for')
  const sent = name === undefined ? '' : String(headers[name])
  if (name !== undefined) delete headers[name]
  headers['X-Forwarded-For'] = sent ? `${sent}, ${FUZZ_CLIENT_ADDRESS}` : FUZZ_CLIENT_ADDRESS
}

/** Sends one request; never throws: a failure to get an answer is an answer with status 0. */
export function sendFuzzRequest(
  baseURL: string,
  request: FuzzRequest,
  {
    adminToken,
    agent,
    timeoutMs = 30_000,
  }: { adminToken?: string; agent?: http.Agent | false; timeoutMs?: number },
): Promise<FuzzAnswer> {
  const base = new URL(baseURL)
  if (request.raw) return sendRaw(base, request.raw, timeoutMs)
  const started = Date.now()
  const headers: Record<string, string | number> = { ...request.headers }
  forwardedForFuzz(headers)
  if (request.asAdmin && adminToken) headers.Authorization = `JWT ${adminToken}`
  if (request.body !== undefined) headers['Content-Length'] = Buffer.byteLength(request.body)
  return new Promise((resolve) => {
    let settled = false
    const done = (answer: Omit<FuzzAnswer, 'ms'>) => {
      if (settled) return
      settled = true
      resolve({ ...answer, ms: Date.now() - started })
    }
    let outgoing: http.ClientRequest
    try {
      outgoing = http.request({
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.target,
        headers,
        agent,
        timeout: timeoutMs,
      })
    } catch (error) {
      done({
        status: -1,
        headers: {},
        excerpt: '',
        error: `not sendable: ${(error as Error).message}`,
      })
      return
    }
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        if (size < EXCERPT_BYTES) chunks.push(chunk)
        size += chunk.length
      })
      const finish = () =>
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          excerpt: excerptOf(Buffer.concat(chunks), response.headers['content-encoding']),
        })
      response.on('end', finish)
      response.on('error', finish)
      response.on('aborted', finish)
    })
    outgoing.on('timeout', () => {
      outgoing.destroy()
      done({ status: 0, headers: {}, excerpt: '', error: 'timeout' })
    })
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // A reused connection reset before any answer is, as Node's documentation warns, most often
      // one the server closed for idleness as this request went out on it: it is sent again on a
      // connection of its own, and a reset there is the server's doing and stays a failure.
      if (error.code === 'ECONNRESET' && outgoing.reusedSocket && !settled) {
        settled = true
        resolve(sendFuzzRequest(baseURL, request, { adminToken, agent: false, timeoutMs }))
        return
      }
      done({ status: 0, headers: {}, excerpt: '', error: error.code ?? error.message })
    })
    outgoing.end(request.body)
  })
}

/** What is wrong with an answer, by the suite's rules; empty when nothing is. */
export function problemsOf(request: FuzzRequest, answer: FuzzAnswer): string[] {
  if (answer.status === -1) return [] // Node refused to send it: nothing reached the server.
  if (answer.status === 0) {
    // The server drops CONNECT and Upgrade requests it has no handler for, as Node does by default.
    const dropped = /^raw: CONNECT|Upgrade: websocket/.test(
      `${request.pattern} ${request.raw ?? ''}`,
    )
    return dropped && answer.error === 'closed without an answer'
      ? []
      : [`no answer (${answer.error})`]
  }
  const problems: string[] = []
  if (answer.status >= 500) problems.push(`status ${answer.status}`)
  if (String(answer.headers['x-content-type-options']).toLowerCase() !== 'nosniff') {
    problems.push('no X-Content-Type-Options: nosniff')
  }
  if (!answer.headers['content-security-policy']) problems.push('no Content-Security-Policy')
  return problems
}

export interface FuzzFailure {
  index: number
  request: FuzzRequest
  answer: FuzzAnswer
  problems: string[]
}

export interface FuzzRun {
  sent: number
  failures: FuzzFailure[]
  statuses: Record<string, number>
  ms: number
}

/** Sends every request, `concurrency` at a time, and collects every failure (it never stops early). */
export async function runFuzz(
  baseURL: string,
  requests: FuzzRequest[],
  {
    adminToken,
    concurrency = 8,
    timeoutMs,
    onProgress,
    beforeSend,
  }: {
    adminToken?: string
    concurrency?: number
    timeoutMs?: number
    onProgress?: (done: number) => void
    /** May wait (a server restarting) or replace the answer; the exploration script retries here. */
    beforeSend?: (request: FuzzRequest, send: () => Promise<FuzzAnswer>) => Promise<FuzzAnswer>
  },
): Promise<FuzzRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const started = Date.now()
  const failures: FuzzFailure[] = []
  const statuses: Record<string, number> = {}
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < requests.length) {
      const index = next++
      const request = requests[index]!
      const send = () => sendFuzzRequest(baseURL, request, { adminToken, agent, timeoutMs })
      const answer = beforeSend ? await beforeSend(request, send) : await send()
      const key = answer.status > 0 ? String(answer.status) : (answer.error ?? 'no answer')
      statuses[key] = (statuses[key] ?? 0) + 1
      const problems = problemsOf(request, answer)
      if (problems.length) failures.push({ index, request, answer, problems })
      done += 1
      if (done % 500 === 0) onProgress?.(done)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  agent.destroy()
  return { sent: requests.length, failures, statuses, ms: Date.now() - started }
}

/** How to read one request in a report: JSON-escaped, so control characters and raw bytes show. */
export function describeRequest(request: FuzzRequest): string {
  if (request.raw) return `raw ${JSON.stringify(request.raw)}`
  const cut = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text
  const shown = Object.entries(request.headers).map(([name, value]) => [name, cut(value, 100)])
  const headers = shown.length ? ` headers=${JSON.stringify(Object.fromEntries(shown))}` : ''
  const body =
    request.body === undefined ? '' : ` body=${JSON.stringify(cut(request.body.toString(), 200))}`
  return `${request.method} ${JSON.stringify(cut(request.target, 400))}${headers}${body}`
}

/** The failures grouped by method, route pattern, who asked and what came back, with examples. */
export function summarizeFailures(
  failures: FuzzFailure[],
  {
    seed,
    examples = 3,
    maxGroups = Infinity,
  }: { seed: number; examples?: number; maxGroups?: number },
): string {
  const groups = new Map<string, FuzzFailure[]>()
  for (const failure of failures) {
    const who = failure.request.asAdmin ? 'admin' : 'anonymous'
    const what = failure.answer.status > 0 ? `${failure.answer.status}` : 'no answer'
    const key = `${failure.request.method} ${failure.request.pattern} [${who}] → ${what}: ${failure.problems.join(', ')}`
    groups.set(key, [...(groups.get(key) ?? []), failure])
  }
  const lines = [
    `${failures.length} failing requests in ${groups.size} groups (seed ${seed}; #n is the request's ` +
      'place in the run: the known cases first, then the generated ones):',
  ]
  const sorted = [...groups].sort((a, b) => b[1].length - a[1].length)
  for (const [key, list] of sorted.slice(0, maxGroups)) {
    lines.push('', `${key} — ${list.length}×`)
    for (const { index, request, answer } of list.slice(0, examples)) {
      lines.push(`  #${index} ${describeRequest(request)}`)
      if (answer.excerpt) lines.push(`      ↳ ${JSON.stringify(answer.excerpt)}`)
    }
  }
  if (sorted.length > maxGroups) lines.push('', `… and ${sorted.length - maxGroups} more groups`)
  return lines.join('\n')
}

/** Whether a request names this account anywhere (a login attempt for it could lock it). */
export function mentionsAccount(request: FuzzRequest, email: string): boolean {
  const needle = email.toLowerCase()
  const text = `${request.target} ${request.body?.toString() ?? ''} ${request.raw ?? ''}`
  return text.toLowerCase().includes(needle) || safeDecode(text).toLowerCase().includes(needle)
}

// ---------------------------------------------------------------------------------------------------
// Discovery.
// ---------------------------------------------------------------------------------------------------

interface CategoryNode {
  id: number
  seoSlug: string
  subcategories: CategoryNode[]
}

/** Real slugs and ids from the public /api, so the fuzz reaches pages that exist as well as those that do not. */
export async function discoverTargets(baseURL: string): Promise<FuzzTargets> {
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(new URL(path, baseURL))
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return (await response.json()) as T
  }
  type Doc = { id: number; slug: string; category?: { seoSlug: string } | null }
  const [stores, posts, tree, products, groups] = await Promise.all([
    read<{ docs: (Doc & { logo?: { url: string } | null })[] }>('/api/data/stores?limit=100'),
    read<{ docs: (Doc & { heroImage?: { url: string } | null })[] }>('/api/posts/posts?limit=100'),
    read<CategoryNode[]>('/api/posts/posts/category'),
    read<{ docs: Doc[] }>('/api/data/products?limit=50'),
    read<{ docs: Doc[] }>('/api/data/products?groups=1&limit=100'),
  ])
  const mediaFiles = new Set<string>()
  for (const doc of [...stores.docs.map((s) => s.logo), ...posts.docs.map((p) => p.heroImage)]) {
    const name = doc?.url.split('/api/media/file/')[1]
    if (name) mediaFiles.add(name)
  }
  return {
    storeSlugs: stores.docs.map((doc) => doc.slug),
    storeIds: stores.docs.map((doc) => doc.id),
    postIds: posts.docs.map((doc) => doc.id),
    guides: posts.docs
      .filter((doc) => doc.category)
      .map((doc) => ({ category: doc.category!.seoSlug, slug: doc.slug })),
    categories: tree.map((node) => ({
      id: node.id,
      slug: node.seoSlug,
      subcategories: node.subcategories.map((sub) => sub.seoSlug),
    })),
    productIds: products.docs.map((doc) => doc.id),
    productSlugs: products.docs.map((doc) => doc.slug),
    groupSlugs: groups.docs.map((doc) => doc.slug),
    mediaFiles: [...mediaFiles],
  }
}

/** Signs the admin in; the token goes only on requests `isSafeAsAdmin` lets through. */
export async function adminLogin(
  baseURL: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(new URL('/api/users/login', baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`admin login answered ${response.status}`)
  return ((await response.json()) as { token: string }).token
}
