/**
 * Lighthouse as its CLI and PageSpeed Insights run it — mobile preset, simulated throttling, a fresh
 * browser with an empty profile for every run — on home (en and de), a category, a store, a guide,
 * a product (a deal) and /deals at full scale, against the targets: performance ≥ 95 with Total
 * Blocking Time ≤ 200 ms, accessibility, best practices and SEO 100, and at most 120 KiB of
 * JavaScript transferred for the home page. Five runs per page (the machine is shared and noisy);
 * the medians are reported. One warm browser for every run scored higher than any phone would:
 * its compiled-code cache and warmed processes outlive Lighthouse's storage reset.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type RunnerResult } from 'lighthouse'

import { build } from '../build'
import { chromiumLaunchOptions } from '../lib/chromium'
import { fullScale, samplePages, startApp } from './fullScale'
import { median } from './stats'

const RUNS = 5
/** A run whose trace Chromium failed to record (NO_NAVSTART and kin) measured nothing: it is run again. */
const ATTEMPTS = 3
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const bars: Record<(typeof categories)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
const TBT_BAR_MS = 200
const HOME_SCRIPT_BAR_KIB = 120

/** One Lighthouse run in a browser of its own, as `lighthouse <url>` runs. */
async function lighthouseRun(url: string): Promise<RunnerResult['lhr']> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumLaunchOptions.executablePath,
      chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (!result.lhr.runtimeError || attempt === ATTEMPTS) return result.lhr
      process.stdout.write(`  (${url}: ${result.lhr.runtimeError.code}, run again)\n`)
    } finally {
      await chrome.kill()
    }
  }
}

/** Script bytes transferred, in KiB, as Lighthouse's resource summary counts them. */
const scriptKiB = (lhr: RunnerResult['lhr']) => {
  const items = (
    lhr.audits['resource-summary']?.details as {
      items?: { resourceType: string; transferSize: number }[]
    }
  )?.items
  return (items?.find(({ resourceType }) => resourceType === 'script')?.transferSize ?? 0) / 1024
}

const scale = await fullScale()
await build({ ifStale: true })
const app = await startApp(scale)
const rows = [
  '| Page | performance | TBT (ms) | JS (KiB) | accessibility | best practices | SEO | below the bar |',
  '|---|---|---|---|---|---|---|---|',
]
try {
  const { pages } = await samplePages(app.base, { dynamic: true })
  for (const [name, url] of [['Home (de)', '/de'] as [string, string], ...pages]) {
    await fetch(`${app.base}${url}`) // rendered once: Lighthouse measures the cached page
    const scores = Object.fromEntries(categories.map((category) => [category, [] as number[]]))
    const blocking: number[] = []
    const scripts: number[] = []
    const failing = new Set<string>()
    for (let run = 0; run < RUNS; run++) {
      const lhr = await lighthouseRun(`${app.base}${url}`)
      blocking.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Infinity))
      scripts.push(scriptKiB(lhr))
      for (const category of categories) {
        const entry = lhr.categories[category]
        scores[category]!.push(Math.round((entry?.score ?? 0) * 100))
        for (const ref of entry?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id]
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            failing.add(`${ref.id} (${audit.displayValue ?? audit.score})`)
          }
        }
      }
    }
    const mark = (value: string, met: boolean, bar: string) =>
      met ? value : `**${value}** (bar ${bar})`
    const cells = categories.map((category) => {
      const score = median(scores[category]!)
      return mark(`${score}`, score >= bars[category], `${bars[category]}`)
    })
    const tbt = median(blocking)
    const js = median(scripts)
    const isHome = url === '/' || url === '/de'
    const row = [
      cells[0],
      mark(`${tbt}`, tbt <= TBT_BAR_MS, `≤ ${TBT_BAR_MS}`),
      isHome
        ? mark(js.toFixed(1), js <= HOME_SCRIPT_BAR_KIB, `≤ ${HOME_SCRIPT_BAR_KIB}`)
        : js.toFixed(1),
      ...cells.slice(1),
    ]
    process.stdout.write(
      `${name}: ${row.join(' / ')} (performance of each run: ${scores.performance!.join(', ')}; TBT ${blocking.join(', ')} ms)\n`,
    )
    rows.push(`| ${name} \`${url}\` | ${row.join(' | ')} | ${[...failing].join(', ') || '–'} |`)
  }
} finally {
  await app.stop()
}
process.stdout.write(`\n${rows.join('\n')}\n`)
