import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { createMetrics } from '../../scripts/lib/metrics.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const PROMQL_WORDS = new Set([
  'sum',
  'max',
  'min',
  'avg',
  'by',
  'without',
  'rate',
  'increase',
  'histogram_quantile',
  'and',
  'or',
  'unless',
  'le',
  'on',
  'ignoring',
])

/** The series names a PromQL expression reads (labels and functions left out). */
function seriesOf(expr: string): string[] {
  const withoutLabels = expr
    .replace(/\b(?:by|without|on|ignoring)\s*\([^)]*\)/g, '')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\[[^\]]*\]/g, '[]')
  const names = withoutLabels.match(/[a-z_][a-z0-9_]*/g) ?? []
  return names.filter((name) => !PROMQL_WORDS.has(name) && !/^\d/.test(name))
}

/** What the server exposes at /metrics: each metric's name, and a histogram's series. */
async function exposed(): Promise<Set<string>> {
  const metrics = createMetrics('token')!
  const { body } = await metrics.text()
  const names = new Set<string>(['up']) // Prometheus's own, per scrape target
  for (const [, name, type] of body.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!)
    if (type === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix)
  }
  return names
}

describe('the monitoring files in deploy/', () => {
  it('alert only on series the server exposes, each with a summary and what to do', async () => {
    const names = await exposed()
    const rules = parse(readFileSync(path.join(root, 'deploy/prometheus/alerts.yml'), 'utf8')) as {
      groups: { rules: { alert: string; expr: string; annotations: Record<string, string> }[] }[]
    }
    const all = rules.groups.flatMap((group) => group.rules)
    expect(all.length).toBeGreaterThan(10)
    for (const rule of all) {
      for (const series of seriesOf(rule.expr))
        expect(names, `${rule.alert}: ${series}`).toContain(series)
      expect(rule.annotations.summary, rule.alert).toBeTruthy()
      expect(rule.annotations.description, rule.alert).toBeTruthy()
    }
    // The states of the README's table and the latency bars each have one.
    for (const alert of [
      'PrimaryDatabaseDown',
      'ReplicaOutOfRotation',
      'RedisDown',
      'JobsFailing',
      'ClicksDropped',
      'PagesSlow',
      'ApiSlow',
    ]) {
      expect(all.map((rule) => rule.alert)).toContain(alert)
    }
  })

  it('chart only series the server exposes', async () => {
    const names = await exposed()
    const dashboard = JSON.parse(
      readFileSync(path.join(root, 'deploy/grafana/shopping-guide.json'), 'utf8'),
    ) as {
      panels: { title: string; targets: { expr: string }[] }[]
    }
    for (const panel of dashboard.panels) {
      for (const { expr } of panel.targets) {
        for (const series of seriesOf(expr))
          expect(names, `${panel.title}: ${series}`).toContain(series)
      }
    }
  })
})
