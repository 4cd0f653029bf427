import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

export interface SupervisorOptions {
  command: string
  args: string[]
  options: SpawnOptions
  log: (message: string) => void
  /** Wait before the first restart; doubled for every crash soon after a start, up to `maxDelayMs`. */
  firstDelayMs?: number
  maxDelayMs?: number
  /** A run at least this long counts as healthy: the next crash waits `firstDelayMs` again. */
  healthyAfterMs?: number
}

export interface Supervisor {
  /** The running child, if any. */
  readonly child: ChildProcess | null
  /** How many times the child was started again after it died. */
  readonly restarts: number
  /**
   * Stops the child with `signal` (SIGTERM by default), then SIGKILL after `graceMs` (by default the
   * server's grace and drain and 2 s more: scripts/server.mjs), and restarts it no more.
   */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>
}

/**
 * Keeps a child process running: when it dies without being asked to, it is started again after a
 * short wait that grows while it keeps crashing, and the log says so. Whatever it depends on (the
 * database) stays up meanwhile.
 */
export function supervise({
  command,
  args,
  options,
  log,
  firstDelayMs = 1_000,
  maxDelayMs = 30_000,
  healthyAfterMs = 60_000,
}: SupervisorOptions): Supervisor {
  let child: ChildProcess | null = null
  let restarts = 0
  let stopping = false
  let delay = firstDelayMs
  let timer: NodeJS.Timeout | undefined

  const start = () => {
    const startedAt = Date.now()
    const current = spawn(command, args, options)
    child = current
    current.once('exit', (code, signal) => {
      if (child === current) child = null
      if (stopping) return
      delay = Date.now() - startedAt >= healthyAfterMs ? firstDelayMs : delay
      log(
        `The server stopped (${signal ?? `exit code ${code}`}); starting it again in ${(delay / 1000).toFixed(1)} s.`,
      )
      timer = setTimeout(() => {
        restarts += 1
        start()
      }, delay)
      delay = Math.min(delay * 2, maxDelayMs)
    })
  }
  start()

  return {
    get child() {
      return child
    },
    get restarts() {
      return restarts
    },
    async stop(
      signal = 'SIGTERM',
      graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 5_000) + 12_000,
    ) {
      stopping = true
      clearTimeout(timer)
      const running = child
      if (!running || running.exitCode !== null || running.signalCode !== null) return
      const exited = new Promise((resolve) => running.once('exit', resolve))
      running.kill(signal)
      const kill = setTimeout(() => running.kill('SIGKILL'), graceMs)
      await exited
      clearTimeout(kill)
    },
  }
}
