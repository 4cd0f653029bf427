import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/*
 * The app reaches its speed through public APIs only: code that replaces a Node global, a method of
 * every response, or reads Next's private incremental cache breaks silently on a minor upgrade of
 * Node or Next. This reads every module the app and its scripts are made of and names any that does.
 */

const root = path.resolve(import.meta.dirname, '../..')
const roots = ['src', 'scripts', 'migrations', 'payload.config.ts', 'next.config.mjs']
const SOURCE = /\.(?:[cm]?[jt]sx?)$/

function sources(entry: string): string[] {
  const full = path.join(root, entry)
  if (!statSync(full).isDirectory()) return SOURCE.test(entry) ? [entry] : []
  return readdirSync(full).flatMap((name) => sources(path.join(entry, name)))
}

const forbidden: [string, RegExp][] = [
  ['assigns to a Buffer static', /\bBuffer\s*\.\s*[A-Za-z_$][\w$]*\s*=(?!=)/],
  [
    'patches a prototype of node:http',
    /\b(?:ServerResponse|IncomingMessage|OutgoingMessage)\s*\.\s*prototype\b/,
  ],
  [
    'replaces a method of one response',
    /\b(?:res|response|this)\s*\.\s*(?:end|write|writeHead|setHeader)\s*=(?!=)/,
  ],
  ['reads Next’s private incremental cache', /__incrementalCache\b/],
  ['recognises a framework by its error message', /incrementalCache missing/],
  ['replaces the global fetch', /\bglobalThis\s*\.\s*fetch\s*=(?!=)/],
  [
    'replaces a global with defineProperty',
    /Object\.defineProperty\(\s*(?:globalThis|Buffer|process)\b/,
  ],
]

describe('no patched globals', () => {
  const files = roots.flatMap(sources)

  it('reads the whole code base', () => {
    expect(files.length).toBeGreaterThan(200)
    expect(files).toContain(path.join('scripts', 'server.mjs'))
  })

  it.each(forbidden)('no module %s', (_what, pattern) => {
    const offenders = files.filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8')
      return pattern.test(text)
    })
    expect(offenders).toEqual([])
  })

  it('names an offender when there is one', () => {
    // The patterns match what they are meant to: the check above is not vacuous.
    const samples = [
      'Buffer.byteLength = function () {}',
      'http.ServerResponse.prototype.end = end',
      'response.end = function (chunk) {}',
      'const cache = globalThis.__incrementalCache',
      "error.message.includes('incrementalCache missing')",
      'globalThis.fetch = wrapped',
      'Object.defineProperty(globalThis, "fetch", {})',
    ]
    forbidden.forEach(([, pattern], index) => expect(samples[index]).toMatch(pattern))
    expect('Buffer.byteLength(text) === 3').not.toMatch(forbidden[0][1])
    expect('response.end(body)').not.toMatch(forbidden[2][1])
  })
})
