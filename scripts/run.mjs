/**
 * Runs one of the project's TypeScript scripts that load Payload: `node scripts/run.mjs <script.ts> [args]`.
 *
 * Node 20 answers every import through tsx's hooks thread, and its main thread can miss an answer
 * while several are in flight. On a busy machine about one run in fifteen of the migrations then
 * ended in the middle of loading Payload without a word (code 13 under a top-level await, 0 without);
 * held open by a timer, it waited forever instead. So the script runs in a child that notices the
 * loss (its event loop empties before the script has run to its end) and exits with STALLED, and it
 * is started again, at most twice more: the migrations run in transactions and the seed resumes
 * where it stopped.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const STALLED = 75
const ATTEMPTS = 3
const CHILD = 'SCRIPT_RUN_CHILD'

const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('usage: node scripts/run.mjs <script.ts> [args]')
  process.exit(2)
}

if (process.env[CHILD]) {
  // Not passed on: a script that runs another one through this file supervises it as well.
  delete process.env[CHILD]
  const file = path.resolve(script)
  // The script sees its own path and arguments, as if it had been started itself.
  process.argv.splice(1, 2, file)
  let finished = false
  process.on('beforeExit', () => {
    if (finished) return
    process.stderr.write(`${script}: Node's module loader lost an answer; stopping.\n`)
    process.exit(STALLED)
  })
  await import(pathToFileURL(file).href)
  finished = true
} else {
  let child = null
  // Each signal is passed on once: Ctrl-C in a terminal already reaches the child itself, and
  // another SIGINT would cut short the seed's own clean stop. This process waits for the child.
  const passedOn = new Set()
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!child) process.exit(1)
      if (passedOn.has(signal)) return
      passedOn.add(signal)
      child.kill(signal)
    })
  }
  for (let attempt = 1; ; attempt++) {
    child = spawn(
      process.execPath,
      [...process.execArgv, '--import', 'tsx', import.meta.filename, script, ...args],
      { stdio: 'inherit', env: { ...process.env, [CHILD]: '1' } },
    )
    const [code, signal] = await new Promise((resolve) =>
      child.once('exit', (...exit) => resolve(exit)),
    )
    child = null
    if (code === STALLED && attempt < ATTEMPTS) {
      process.stderr.write(`${script}: starting it again (attempt ${attempt + 1} of ${ATTEMPTS})\n`)
      continue
    }
    if (signal) process.kill(process.pid, signal)
    process.exit(code ?? 1)
  }
}
