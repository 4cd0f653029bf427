import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  contentSecurityPolicy,
  inlineScriptHashes,
  nonceSource,
  withScriptHashes,
} from '@/config/contentSecurityPolicy.mjs'

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')
const hashOf = (text: string) => `'sha256-${sha256(text)}'`

const nextData = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'
const nextStart = '(self.__next_f=self.__next_f||[]).push([0])'
const turbopack =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"],"runtimeModuleIds":[1]});'

describe('the scripts a kept page may run', () => {
  it("are Next's own inline scripts, each named by its hash", () => {
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>
      <script id="_R_" nonce="abc">${turbopack}</script><script nonce="abc">${nextStart}</script>
      <script nonce="abc">${nextData}</script><script nonce="abc">${nextData}</script></body></html>`
    expect(inlineScriptHashes(html, sha256).sort()).toEqual(
      [hashOf(turbopack), hashOf(nextStart), hashOf(nextData)].sort(),
    )
  })

  it('never include a script smuggled into the content, even one dressed as Next data', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
      '<script>self.__next_f.push([1,"x"].concat(alert(1)))</script>',
      '<SCRIPT>fetch("/steal")</SCRIPT>',
      '<script type="module">import "/evil.js"</script>',
    ].join('')
    expect(inlineScriptHashes(html, sha256)).toEqual([])
  })

  it('leave out data blocks and external scripts', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Product"}</script><script src="/a.js"></script>'
    expect(inlineScriptHashes(html, sha256)).toEqual([])
  })
})

describe("a page's policy", () => {
  it('has no unsafe-inline script source, for a request (nonce) or a kept page (hashes)', () => {
    const forRequest = contentSecurityPolicy({ scriptSources: [nonceSource('n0nce')] })
    expect(forRequest).toContain("script-src 'self' 'nonce-n0nce';")
    const kept = withScriptHashes(forRequest, [hashOf(nextStart), hashOf(nextData)])
    expect(kept).toContain(`script-src 'self' ${hashOf(nextStart)} ${hashOf(nextData)};`)
    expect(kept).not.toContain('nonce')
    for (const policy of [forRequest, kept]) expect(policy).not.toMatch(/script-src[^;]*unsafe/)
  })

  it('keeps the analytics origins when the nonce gives way to hashes', () => {
    const forRequest = contentSecurityPolicy({
      analyticsOrigins: ['https://stats.example'],
      scriptSources: [nonceSource('n0nce')],
    })
    expect(withScriptHashes(forRequest, [])).toContain("script-src 'self' https://stats.example;")
  })
})
