import {
  chownSync,
  cpSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs'
import path from 'node:path'

import postgres from 'postgres'

import { freePort, startEmbeddedPostgres, type Database } from './database'

/** Changes the owner of `dir` and everything under it (the server may run as another user). */
function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) chownTree(full, uid, gid)
    else chownSync(full, uid, gid)
  }
}

/**
 * A streaming replica of an embedded PostgreSQL: the primary's data folder (`primaryDir`, its server
 * cleanly stopped by the caller) is copied to `replicaDir` with `standby.signal` and a
 * `primary_conninfo` to `primaryPort`, then started on a port of its own (the embedded PostgreSQL
 * ships no pg_basebackup; a stopped primary's folder is a consistent base backup). Resolves once the
 * replica is in recovery and the primary streams to it; the primary must run again by then.
 */
export async function startReplica({
  primaryDir,
  replicaDir,
  primaryPort,
  database,
  startPrimary,
}: {
  primaryDir: string
  replicaDir: string
  primaryPort: number
  database: string
  /** Starts the primary again once its folder is copied (with `replication: true`). */
  startPrimary: () => Promise<Database>
}): Promise<{ primary: Database; replica: Database }> {
  // A folder last stopped at wal_level=minimal (the embedded default) cannot start a standby: the
  // primary runs once at the replication level first, so that its final checkpoint says so.
  await (
    await startEmbeddedPostgres({
      dataDir: primaryDir,
      port: primaryPort,
      database,
      replication: true,
    })
  ).stop()
  rmSync(replicaDir, { recursive: true, force: true })
  cpSync(primaryDir, replicaDir, { recursive: true })
  rmSync(path.join(replicaDir, 'postmaster.pid'), { force: true })
  writeFileSync(path.join(replicaDir, 'standby.signal'), '')
  appendFileSync(
    path.join(replicaDir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = 'host=localhost port=${primaryPort} user=postgres password=postgres'\n`,
  )
  const { uid, gid } = statSync(primaryDir)
  chownTree(replicaDir, uid, gid)
  const primary = await startPrimary()
  const replica = await startEmbeddedPostgres({
    dataDir: replicaDir,
    port: await freePort(),
    database,
    standby: true,
  })
  const primarySql = postgres(primary.url, { max: 1, onnotice: () => {} })
  const replicaSql = postgres(replica.url, { max: 1, onnotice: () => {} })
  try {
    const deadline = Date.now() + 30_000
    for (;;) {
      const [{ recovering }] = await replicaSql<{ recovering: boolean }[]>`
        select pg_is_in_recovery() as recovering`
      const [{ streaming }] = await primarySql<{ streaming: number }[]>`
        select count(*)::int as streaming from pg_stat_replication where state = 'streaming'`
      if (recovering && streaming > 0) break
      if (Date.now() > deadline) throw new Error('the replica did not start streaming within 30 s')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } finally {
    await primarySql.end()
    await replicaSql.end()
  }
  return { primary, replica }
}
