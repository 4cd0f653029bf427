/**
 * A mixed load for the security benchmark, run in its own process on the second core:
 * `node scripts/bench/mixedLoad.mjs <base> <connections> <seconds> <paths.json>` cycles every
 * connection through the given paths and prints autocannon's JSON result.
 */
import { readFileSync } from 'node:fs'

import autocannon from 'autocannon'

const [base, connections, seconds, pathsFile] = process.argv.slice(2)
/** @type {{ method?: string, path: string, headers?: Record<string, string>, body?: string }[]} */
const requests = JSON.parse(readFileSync(pathsFile, 'utf8'))

const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(seconds),
  requests,
})
process.stdout.write(JSON.stringify(result))
