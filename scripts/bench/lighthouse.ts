/**
 * Lighthouse (mobile preset, Debian's Chromium) on home, a category, a store, a guide, a product (a
 * deal) and /deals at full scale, against the targets: performance ≥ 95, accessibility, best
 * practices and SEO 100. Five runs per page (the machine is shared and noisy); the median score of
 * each category is reported.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { build } from '../build'
import { chromiumLaunchOptions } from '../lib/chromium'
import { fullScale, samplePages, startApp } from './fullScale'
import { median } from './stats'

const RUNS = 5
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const bars: Record<(typeof categories)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}

const scale = await fullScale()
await build({ ifStale: true })
const app = await startApp(scale)
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
})
const rows = [
  '| Page | performance | accessibility | best practices | SEO | below the bar |',
  '|---|---|---|---|---|---|',
]
try {
  const { pages } = await samplePages(app.base, { dynamic: true })
  for (const [name, url] of pages) {
    await fetch(`${app.base}${url}`) // rendered once: Lighthouse measures the cached page
    const scores = Object.fromEntries(categories.map((category) => [category, [] as number[]]))
    const failing = new Set<string>()
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${app.base}${url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      for (const category of categories) {
        const entry = result.lhr.categories[category]
        scores[category]!.push(Math.round((entry?.score ?? 0) * 100))
        for (const ref of entry?.auditRefs ?? []) {
          const audit = result.lhr.audits[ref.id]
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            failing.add(`${ref.id} (${audit.displayValue ?? audit.score})`)
          }
        }
      }
    }
    const cells = categories.map((category) => {
      const score = median(scores[category]!)
      return score >= bars[category] ? `${score}` : `**${score}** (bar ${bars[category]})`
    })
    process.stdout.write(
      `${name}: ${cells.join(' / ')} (performance of each run: ${scores.performance!.join(', ')})\n`,
    )
    rows.push(`| ${name} \`${url}\` | ${cells.join(' | ')} | ${[...failing].join(', ') || '–'} |`)
  }
} finally {
  await chrome.kill()
  await app.stop()
}
process.stdout.write(`\n${rows.join('\n')}\n`)
