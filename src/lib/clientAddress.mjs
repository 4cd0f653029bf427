/**
 * Which address a request comes from: the socket's, unless TRUSTED_PROXIES names the proxies whose
 * X-Forwarded-For entries are believed. The server decides it once and passes it on in
 * CLIENT_ADDRESS_HEADER (a client's own value is dropped), so Payload's hooks read the same address
 * the edge limits by. Plain JavaScript: the production server runs without a TypeScript loader.
 */
import net from 'node:net'

/** The request header the server sets to the address it decided; never a client's value. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * @typedef {{ hops: number } | { proxies: net.BlockList }} TrustedProxies
 */

/**
 * Strips what makes one address look like two: IPv4-mapped IPv6, brackets, a zone.
 * @param {string} address
 */
export function normalizeAddress(address) {
  let text = address.trim()
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1)
  text = text.replace(/%.*$/, '').toLowerCase()
  if (text.startsWith('::ffff:') && net.isIPv4(text.slice(7))) text = text.slice(7)
  return text
}

/**
 * Parses TRUSTED_PROXIES: empty for none, a number of hops (`1` behind one load balancer), or a
 * comma-separated list of proxy addresses and CIDR ranges (`10.0.0.0/8, ::1`). Throws on a bad value.
 * @param {string | undefined} value
 * @returns {TrustedProxies | null}
 */
export function parseTrustedProxies(value) {
  const text = (value ?? '').trim()
  if (text === '') return null
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > 10) throw new Error('must be at most 10 hops')
    return hops === 0 ? null : { hops }
  }
  const proxies = new net.BlockList()
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', prefix, extra] = entry.split('/')
    const normalized = normalizeAddress(address)
    const family = net.isIPv4(normalized) ? 'ipv4' : net.isIPv6(normalized) ? 'ipv6' : null
    if (!family || extra !== undefined) {
      throw new Error(`must be a number of hops or a comma-separated list of addresses: ${entry}`)
    }
    if (prefix === undefined) proxies.addAddress(normalized, family)
    else {
      const bits = Number(prefix)
      if (!/^\d+$/.test(prefix) || bits > (family === 'ipv4' ? 32 : 128)) {
        throw new Error(`has a bad prefix length: ${entry}`)
      }
      proxies.addSubnet(normalized, bits, family)
    }
  }
  return { proxies }
}

/**
 * @param {net.BlockList} proxies
 * @param {string} address
 */
function isTrusted(proxies, address) {
  return proxies.check(address, net.isIPv4(address) ? 'ipv4' : 'ipv6')
}

/**
 * Whether the request's own peer is a trusted proxy: with a number of hops, whoever connects is the
 * nearest proxy; with a list, the peer must be on it.
 * @param {string | undefined} socketAddress
 * @param {TrustedProxies | null} trusted
 */
export function fromTrustedProxy(socketAddress, trusted) {
  if (!trusted) return false
  if ('hops' in trusted) return true
  const socket = normalizeAddress(socketAddress ?? '')
  return net.isIP(socket) !== 0 && isTrusted(trusted.proxies, socket)
}

/**
 * The client's address: walks X-Forwarded-For from the right past trusted hops only, so a client
 * cannot choose its address by sending the header itself.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {TrustedProxies | null} trusted
 */
export function clientAddress(socketAddress, forwardedFor, trusted) {
  const socket = normalizeAddress(socketAddress ?? '') || 'unknown'
  if (!trusted || forwardedFor === undefined) return socket
  const hops = [socket]
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',')
  for (let index = listed.length - 1; index >= 0; index--)
    hops.push(normalizeAddress(listed[index]))
  if ('hops' in trusted) {
    // The client is the entry the outermost trusted proxy saw; fewer entries: the farthest one known.
    const picked = hops[Math.min(trusted.hops, hops.length - 1)]
    return picked && net.isIP(picked) ? picked : socket
  }
  let client = socket
  for (let index = 0; index < hops.length; index++) {
    const hop = hops[index]
    if (!net.isIP(hop)) break
    client = hop
    if (!isTrusted(trusted.proxies, hop)) break
  }
  return client
}

/**
 * The key a client is limited by: its address, or an IPv6 address's /64, which one subscriber
 * usually holds whole.
 * @param {string} address
 */
export function limitKey(address) {
  if (!net.isIPv6(address)) return address
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
