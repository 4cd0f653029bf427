/**
 * The sitemaps at full scale: the app's server on the full-scale database (60 000 stores,
 * 500 000 products). For each of the 11 languages, fetches /{lang}-sitemap.xml and every part it
 * lists, one after another and read to the last byte as a crawler would (gzip), three times: median
 * and max seconds per language (all its files), its URLs and uncompressed size. Memory: the server
 * process's resident set sampled every 50 ms while the sitemaps are generated, and its peak over
 * its whole life (VmHWM in /proc/<pid>/status).
 */
import { readFileSync } from 'node:fs'

import { build } from '../build'
import { fullScale, startApp } from './fullScale'
import { descendants } from './processes'
import { median } from './stats'

const RUNS = 3
const LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'fi', 'nl', 'no', 'pl', 'pt', 'sv']

/** A field of /proc/<pid>/status in MB, summed over the server's processes. */
function memoryMb(pids: number[], field: 'VmRSS' | 'VmHWM'): number {
  let kb = 0
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      kb += Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
    } catch {
      // exited meanwhile
    }
  }
  return kb / 1024
}

interface Fetched {
  seconds: number
  urls: number
  bytes: number
  body: string
}

/**
 * One sitemap file read to the end; URLs are counted as the text streams by, so this process never
 * holds a 40 MB file (the body is kept only when it is small: an index).
 */
async function fetchFile(url: string): Promise<Fetched> {
  const start = performance.now()
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  const decoder = new TextDecoder()
  let urls = 0
  let bytes = 0
  let tail = ''
  let body = ''
  const reader = response.body!.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value
    bytes += chunk.byteLength
    const decoded = decoder.decode(chunk, { stream: true })
    // The last 5 characters carry over: a `</url>` split across two chunks is counted once.
    const text = tail + decoded
    urls += text.split('</url>').length - 1
    tail = text.slice(-5)
    if (body.length < 1_000_000) body += decoded
  }
  return { seconds: (performance.now() - start) / 1000, urls, bytes, body }
}

/** A language's sitemap and, where it is an index, every part it lists. */
async function fetchLanguage(base: string, lang: string) {
  const top = await fetchFile(`${base}/${lang}-sitemap.xml`)
  const parts = [...top.body.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!)
  let { seconds, urls, bytes } = top
  let largest = top.bytes
  for (const loc of parts) {
    const part = await fetchFile(`${base}${new URL(loc).pathname}`)
    seconds += part.seconds
    urls += part.urls
    bytes += part.bytes
    largest = Math.max(largest, part.bytes)
  }
  return { seconds, urls, bytes, largest, files: parts.length || 1 }
}

const scale = await fullScale()
await build({ ifStale: true })
const app = await startApp(scale)
const rows: string[] = []
try {
  // Warm the server (route modules, the database pool) on the index, then note memory at rest.
  const index = await fetchFile(`${app.base}/sitemap.xml`)
  const pids = [app.pid, ...descendants(app.pid)]
  const atRest = memoryMb(pids, 'VmRSS')
  let peakSampled = atRest
  const sampler = setInterval(() => {
    peakSampled = Math.max(peakSampled, memoryMb(pids, 'VmRSS'))
  }, 50)

  rows.push(
    '| Language sitemap (all its files) | files | URLs | size (uncompressed) | largest file | median | max | bar |',
    '|---|---|---|---|---|---|---|---|',
  )
  let slowest = 0
  for (const lang of LANGUAGES) {
    const runs = []
    for (let run = 0; run < RUNS; run++) runs.push(await fetchLanguage(app.base, lang))
    const seconds = runs.map((run) => run.seconds)
    slowest = Math.max(slowest, ...seconds)
    const { files, urls, bytes, largest } = runs[0]!
    rows.push(
      `| \`/${lang}-sitemap.xml\` | ${files} | ${urls.toLocaleString('en')} | ${(bytes / 1048576).toFixed(1)} MB | ${(largest / 1048576).toFixed(1)} MB | ${median(seconds).toFixed(2)} s | ${Math.max(...seconds).toFixed(2)} s | ≤ 10 s |`,
    )
  }
  const statics = await fetchFile(`${app.base}/static-sitemap.xml`)
  const again = await fetchFile(`${app.base}/sitemap.xml`)
  clearInterval(sampler)
  peakSampled = Math.max(peakSampled, memoryMb(pids, 'VmRSS'))
  const lifetimePeak = memoryMb(pids, 'VmHWM')

  rows.push(
    '',
    '| Measure | Result | Bar |',
    '|---|---|---|',
    `| \`/sitemap.xml\` (index: ${index.body.split('<sitemap>').length - 1} files) | ${again.seconds.toFixed(2)} s | — |`,
    `| \`/static-sitemap.xml\` (${statics.urls} URLs) | ${statics.seconds.toFixed(2)} s | — |`,
    `| Slowest language, any run | ${slowest.toFixed(2)} s | ≤ 10 s |`,
    `| Server resident memory before the sitemaps | ${atRest.toFixed(0)} MB | — |`,
    `| … highest while they were generated (sampled every 50 ms) | ${peakSampled.toFixed(0)} MB | < 800 MB |`,
    `| … peak over the server's life (VmHWM) | ${lifetimePeak.toFixed(0)} MB | < 800 MB |`,
    `| Server processes measured | ${pids.length} | — |`,
  )
} finally {
  await app.stop()
}
process.stdout.write(`\n${rows.join('\n')}\n`)
