import { readdirSync, readFileSync } from 'node:fs'

/** The processes a process started, and theirs, from /proc (Linux): a server and Next's workers. */
export function descendants(pid: number): number[] {
  const children: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) children.push(Number(entry), ...descendants(Number(entry)))
    } catch {
      // exited meanwhile
    }
  }
  return children
}
