/**
 * Next's build files (/_next/static/…: the scripts and styles every page loads) compressed once, when
 * the app is built, with Brotli's best quality, and sent as such to every browser that accepts it.
 * Compressed per request (the `compression` middleware's Brotli quality 4, or gzip) the same files
 * cost a phone about a sixth more bytes; quality 11 costs a second's CPU per megabyte, which no
 * request can wait for, but a build can. Immutable by name: read into memory
 * once, when the server starts (under a megabyte).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'

import { DOCUMENT_HEADERS } from '../../src/config/securityHeaders.mjs'
import { ACCEPTS_BROTLI } from './pageBytes.mjs'

const compressBrotli = promisify(brotliCompress)

const COMPRESSED = /\.(?:js|css)$/
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }

/** @param {string} directory */
function* filesUnder(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name)
    if (entry.isDirectory()) yield* filesUnder(file)
    else if (COMPRESSED.test(entry.name)) yield file
  }
}

/**
 * Writes `<file>.br` beside each script and style of a build (`root/.next/static`).
 * @param {string} root
 * @returns {Promise<{ files: number, bytes: number, compressed: number }>}
 */
export async function precompressStatic(root) {
  const totals = { files: 0, bytes: 0, compressed: 0 }
  await Promise.all(
    [...filesUnder(path.join(root, '.next/static'))].map(async (file) => {
      const raw = await readFile(file)
      const brotli = await compressBrotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
      writeFileSync(`${file}.br`, brotli)
      totals.files++
      totals.bytes += raw.length
      totals.compressed += brotli.length
    }),
  )
  return totals
}

/**
 * The sender of the precompressed build files of `root`: `send(request, response)` answers a GET or
 * HEAD of one that a Brotli-accepting client asks for and returns true; anything else (another
 * file, another encoding, a file the build did not compress) returns false, for Next to answer.
 * The caller has set the security headers; those only a document reads are taken off.
 * @param {string} root
 */
export function staticFileSender(root) {
  const directory = path.join(root, '.next/static')
  // Read once, at start: the build's files only, so no request can add an entry.
  /** @type {Map<string, Buffer>} */
  const files = new Map()
  if (existsSync(directory)) {
    for (const file of filesUnder(directory)) {
      const brotli = `${file}.br`
      if (!existsSync(brotli)) continue
      const url = `/_next/static/${path.relative(directory, file).split(path.sep).join('/')}`
      files.set(url, readFileSync(brotli))
    }
  }
  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  return function send(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const pathname = (request.url ?? '').split('?')[0] ?? ''
    if (!pathname.startsWith('/_next/static/') || !COMPRESSED.test(pathname)) return false
    if (!ACCEPTS_BROTLI.test(request.headers['accept-encoding'] ?? '')) return false
    const bytes = files.get(pathname)
    if (!bytes) return false
    for (const name of DOCUMENT_HEADERS) response.removeHeader(name)
    response.writeHead(200, {
      'Content-Type': TYPES[/** @type {'.js' | '.css'} */ (path.extname(pathname))],
      'Content-Encoding': 'br',
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    })
    response.end(request.method === 'HEAD' ? undefined : bytes)
    return true
  }
}
