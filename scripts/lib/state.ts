/** What the launcher needs to know about the database before it starts the app. */
import { readdirSync } from 'node:fs'
import path from 'node:path'

import postgres from 'postgres'

/** Migration names in migrations/ (file names without extension), in order. */
export function migrationNames(root: string): string[] {
  return readdirSync(path.join(root, 'migrations'))
    .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
}

export interface DatabaseState {
  pendingMigrations: string[]
  hasUsers: boolean
  hasContent: boolean
}

export async function databaseState(url: string, root: string): Promise<DatabaseState> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const [{ migrated }] = await sql<{ migrated: boolean }[]>`
      select to_regclass('public.payload_migrations') is not null as migrated`
    const applied = migrated
      ? new Set(
          (await sql<{ name: string }[]>`select name from payload_migrations`).map(
            (row) => row.name,
          ),
        )
      : new Set<string>()
    const pendingMigrations = migrationNames(root).filter((name) => !applied.has(name))
    if (!migrated) return { pendingMigrations, hasUsers: false, hasContent: false }
    const [{ users, categories }] = await sql<{ users: boolean; categories: boolean }[]>`
      select exists(select 1 from users) as users, exists(select 1 from stores) as categories`
    return { pendingMigrations, hasUsers: users, hasContent: categories }
  } finally {
    await sql.end({ timeout: 1 })
  }
}
