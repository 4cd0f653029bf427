/**
 * Fetching a retailer's feed without letting its address reach inside our network: http(s) only,
 * every address a name resolves to checked to be public before connecting, and the connection made
 * to the address that was checked (so a name cannot resolve to a public address for the check and a
 * private one for the connection). Each redirect is checked the same way, at most MAX_REDIRECTS.
 * Hosts in FEED_ALLOW_HOSTS (`host:port`, for tests and intranets) skip the address check only.
 */
import { lookup as dnsLookup } from 'node:dns'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { Transform, type TransformCallback } from 'node:stream'

import ipaddr from 'ipaddr.js'

export const MAX_REDIRECTS = 5

export interface FetchLimits {
  connectTimeoutMs: number
  totalTimeoutMs: number
  /** Bytes on the wire at most. */
  maxBytes: number
}

export const defaultFetchLimits: FetchLimits = {
  connectTimeoutMs: 10_000,
  totalTimeoutMs: 10 * 60_000,
  maxBytes: 512 * 1_048_576,
}

/** Why a feed was not fetched: a refused address, the server's answer, a timeout, a limit. */
export class FeedFetchError extends Error {}

export type FetchResult =
  | { notModified: true }
  | {
      notModified: false
      body: AsyncIterable<Buffer>
      etag: string | null
      lastModified: string | null
    }

/** The address ranges a feed may be fetched from: public unicast, nothing else. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  }
  return parsed.range() === 'unicast'
}

export function allowedHosts(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80')

/**
 * Whether `url` may be fetched at all, before any lookup: http(s), and no address literal of a
 * private range (what the feed's form can tell the editor at once).
 */
export function urlProblem(value: string, allow: Set<string>): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full address starting with http:// or https://'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `A feed is fetched over http or https, not ${url.protocol.replace(':', '')}`
  }
  if (url.username || url.password) return 'A feed address carries no user name or password'
  if (allow.has(`${url.hostname.toLowerCase()}:${defaultPort(url)}`)) return null
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (ipaddr.isValid(host) && !isPublicAddress(host)) {
    return `${host} is not a public address: feeds are fetched from the internet only`
  }
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return `${host} is this machine: feeds are fetched from the internet only`
  }
  return null
}

/** A DNS lookup that answers only with public addresses (or any for an allowed host). */
function checkedLookup(allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as { address: string; family: number }[]
      const refused = allowed ? undefined : list.find(({ address }) => !isPublicAddress(address))
      if (refused || list.length === 0) {
        const reason = new FeedFetchError(
          `${hostname} resolves to ${refused?.address ?? 'no address'}, which is not a public address`,
        )
        return callback(reason as NodeJS.ErrnoException, '', 0)
      }
      if ((options as { all?: boolean }).all) return callback(null, list as never)
      callback(null, list[0]!.address, list[0]!.family)
    })
  }
}

function byteLimit(maxBytes: number): Transform {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length
      if (seen > maxBytes) {
        callback(
          new FeedFetchError(`The feed is larger than ${Math.floor(maxBytes / 1_048_576)} MB`),
        )
      } else callback(null, chunk)
    },
  })
}

function request(
  url: URL,
  headers: Record<string, string>,
  allow: Set<string>,
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const allowed = allow.has(`${url.hostname.toLowerCase()}:${defaultPort(url)}`)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      { headers, lookup: checkedLookup(allowed), signal, agent: false },
      resolve,
    )
    req.on('error', (error) =>
      reject(
        error instanceof FeedFetchError
          ? error
          : signal.aborted
            ? new FeedFetchError(
                `The feed took longer than ${limits.totalTimeoutMs / 1000} s to download`,
              )
            : new FeedFetchError(`The feed could not be fetched: ${error.message}`),
      ),
    )
    req.on('socket', (socket) => {
      const timer = setTimeout(() => {
        req.destroy(
          new FeedFetchError(
            `${url.host} did not accept a connection within ${limits.connectTimeoutMs / 1000} s`,
          ),
        )
      }, limits.connectTimeoutMs)
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () =>
        clearTimeout(timer),
      )
      socket.once('close', () => clearTimeout(timer))
    })
  })
}

/** GETs `address` (conditionally, with the last run's validators) within the rules above. */
export async function fetchFeed(
  address: string,
  {
    etag,
    lastModified,
    allow = allowedHosts(process.env.FEED_ALLOW_HOSTS),
    limits = defaultFetchLimits,
  }: {
    etag?: string | null
    lastModified?: string | null
    allow?: Set<string>
    limits?: FetchLimits
  } = {},
): Promise<FetchResult> {
  const signal = AbortSignal.timeout(limits.totalTimeoutMs)
  const headers: Record<string, string> = {
    'user-agent': 'ShoppingGuideFeedReader/1.0',
    accept:
      'application/xml, text/xml, application/rss+xml, application/atom+xml, text/tab-separated-values, text/csv, text/plain, */*',
  }
  if (etag) headers['if-none-match'] = etag
  if (lastModified) headers['if-modified-since'] = lastModified
  let url = new URL(address)
  for (let hop = 0; ; hop++) {
    const problem = urlProblem(url.href, allow)
    if (problem)
      throw new FeedFetchError(hop ? `A redirect went to ${url.href}: ${problem}` : problem)
    const response = await request(url, headers, allow, limits, signal)
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && status !== 304) {
      response.resume()
      const location = response.headers.location
      if (!location)
        throw new FeedFetchError(`The feed's server answered ${status} without a Location`)
      if (hop >= MAX_REDIRECTS) {
        throw new FeedFetchError(`The feed redirected more than ${MAX_REDIRECTS} times`)
      }
      url = new URL(location, url)
      continue
    }
    if (status === 304) {
      response.resume()
      return { notModified: true }
    }
    if (status !== 200) {
      response.resume()
      throw new FeedFetchError(`The feed's server answered ${status} instead of the feed`)
    }
    const declared = Number(response.headers['content-length'])
    if (declared > limits.maxBytes) {
      response.destroy()
      throw new FeedFetchError(
        `The feed is larger than ${Math.floor(limits.maxBytes / 1_048_576)} MB`,
      )
    }
    const limited = response.pipe(byteLimit(limits.maxBytes))
    response.on('error', (error) =>
      limited.destroy(
        signal.aborted
          ? new FeedFetchError(
              `The feed took longer than ${limits.totalTimeoutMs / 1000} s to download`,
            )
          : new FeedFetchError(`The download broke off: ${error.message}`),
      ),
    )
    return {
      notModified: false,
      body: limited,
      etag: typeof response.headers.etag === 'string' ? response.headers.etag : null,
      lastModified: response.headers['last-modified'] ?? null,
    }
  }
}
