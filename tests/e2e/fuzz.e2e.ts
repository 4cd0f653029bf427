import { expect, test } from '@playwright/test'

import {
  DEFAULT_FUZZ_RUNS,
  DEFAULT_FUZZ_SEED,
  adminLogin,
  discoverTargets,
  generateFuzzRequests,
  knownCases,
  mentionsAccount,
  runFuzz,
  summarizeFailures,
} from '../helpers/fuzzRequests'

/** Fuzzing over real HTTP: no answer is a 5xx, every answer has nosniff and a CSP; FUZZ_SEED replays a run. */

const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED)
const runs = Number(process.env.FUZZ_RUNS ?? DEFAULT_FUZZ_RUNS)

test('no request, however malformed, gets a 5xx or an answer without the security headers', async ({
  baseURL,
}, testInfo) => {
  // 10 000 requests, 8 at a time: a minute or two, well past the default timeout.
  test.setTimeout(15 * 60_000)
  const base = baseURL!
  const email = process.env.E2E_ADMIN_EMAIL!
  const token = await adminLogin(base, email, process.env.E2E_ADMIN_PASSWORD!)
  const targets = await discoverTargets(base)
  expect(targets.storeSlugs.length, 'stores to fuzz with').toBeGreaterThan(0)
  expect(targets.guides.length, 'guides to fuzz with').toBeGreaterThan(0)

  // Never the admin's own address in a generated request: wrong passwords for it would lock it out.
  // Every known case, then the seed's generated requests up to `runs` in all.
  const requests = [...knownCases(targets), ...generateFuzzRequests(targets, seed, runs)]
    .filter((request) => !mentionsAccount(request, email))
    .slice(0, runs)
  expect(requests.length).toBe(runs)
  console.log(`fuzz: seed ${seed} (FUZZ_SEED=${seed} replays it), ${requests.length} requests`)

  const run = await runFuzz(base, requests, {
    adminToken: token,
    concurrency: 8,
    timeoutMs: 20_000,
  })
  console.log(
    `fuzz: ${run.sent} requests in ${(run.ms / 1000).toFixed(1)} s, by status ${JSON.stringify(run.statuses)}`,
  )
  if (run.failures.length) {
    const full = summarizeFailures(run.failures, { seed })
    await testInfo.attach('fuzz-failures.txt', { body: full, contentType: 'text/plain' })
    console.log(full)
  }
  // The message keeps to the largest groups; the attachment and the log have all of them.
  const brief = summarizeFailures(run.failures, { seed, examples: 1, maxGroups: 40 })
  expect(run.failures.length, brief).toBe(0)
})
