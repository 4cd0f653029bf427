import type { Sql, TransactionSql } from 'postgres'

/** A connection or a transaction: both run queries and COPY. */
export type Queryable = Sql | TransactionSql

export type CopyValue = string | number | boolean | null | undefined

const SPECIAL = /[\\\t\n\r]/

/** One value in PostgreSQL's COPY text format. */
function encode(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N'
  if (typeof value === 'boolean') return value ? 't' : 'f'
  if (typeof value === 'number') return String(value)
  if (!SPECIAL.test(value)) return value
  return value.replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  )
}

export function copyLine(values: CopyValue[]): string {
  return `${values.map(encode).join('\t')}\n`
}

/** Rows for one table, collected for one batch. */
export class TableRows {
  private chunks: string[] = []
  count = 0
  constructor(
    readonly table: string,
    readonly columns: string[],
  ) {}

  add(...values: CopyValue[]): void {
    this.chunks.push(copyLine(values))
    this.count += 1
  }

  /** Streams the rows into the table with COPY, inside the caller's transaction. */
  async copyInto(sql: Queryable): Promise<void> {
    if (this.count === 0) return
    const columns = this.columns.map((column) => `"${column}"`).join(', ')
    const writable = await sql.unsafe(`copy "${this.table}" (${columns}) from stdin`).writable()
    const body = this.chunks.join('')
    await new Promise<void>((resolve, reject) => {
      writable.once('error', reject)
      writable.once('finish', resolve)
      writable.end(body)
    })
    this.chunks = []
    this.count = 0
  }
}

/** `count` fresh ids from a table's own sequence, so bulk rows never collide with editors' rows. */
export async function reserveIds(sql: Queryable, table: string, count: number): Promise<number[]> {
  const rows = await sql.unsafe<{ id: string }[]>(
    `select nextval(pg_get_serial_sequence('"${table}"', 'id')) as id from generate_series(1, ${Number(count)})`,
  )
  return rows.map((row) => Number(row.id))
}

/**
 * A bulk batch need not wait for its WAL to reach the disk: after a crash the database is still
 * consistent and simply lacks the last batches, which a re-run loads again. Where the role may, the
 * batch also skips the per-row foreign-key triggers: every reference in it points at rows the same
 * transaction wrote or that already exist.
 */
export async function relaxDurability(tx: Queryable, skipTriggers: boolean): Promise<void> {
  await tx.unsafe('set local synchronous_commit = off')
  if (skipTriggers) await tx.unsafe('set local session_replication_role = replica')
}

/** Whether this connection may skip triggers (superusers only: the embedded database's own role). */
export async function maySkipTriggers(sql: Queryable): Promise<boolean> {
  const [row] = await sql.unsafe<{ superuser: string }[]>(
    "select current_setting('is_superuser') as superuser",
  )
  return row?.superuser === 'on'
}
