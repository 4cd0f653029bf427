import { expect, test } from '@playwright/test'

import {
  CHECKED_LOCALES,
  checkSite,
  formatFinding,
  type Finding,
} from '../../scripts/lib/htmlValidity'

/**
 * The W3C Nu HTML checker (what `npm run lint:html` runs) accepts every kind of page the site serves,
 * in English, German, Polish and Finnish: markup, ARIA in HTML and the heading outline.
 */

let report: Awaited<ReturnType<typeof checkSite>>

test.beforeAll(async ({ baseURL }) => {
  // About a hundred pages, each rendered on its first request, then one run of the checker.
  test.setTimeout(180_000)
  report = await checkSite(baseURL!)
})

const errors = (findings: Finding[]) =>
  findings.filter((finding) => finding.type === 'error').map(formatFinding)

test('every page kind answers in en, de, pl and fi: 200, the not-found pages 404', () => {
  expect(new Set(report.pages.map((page) => page.locale))).toEqual(new Set(CHECKED_LOCALES))
  expect(errors(report.findings.filter((finding) => finding.source === 'status'))).toEqual([])
})

test('the W3C checker finds no error on any of them (the search box and the heading levels too)', () => {
  expect(errors(report.findings.filter((finding) => finding.source === 'vnu'))).toEqual([])
})
