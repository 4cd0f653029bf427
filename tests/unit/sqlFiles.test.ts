import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { sql, type MigrateUpArgs } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { migrations } from '../../migrations'

/*
 * The search's and the price history's SQL functions are defined in src/search/sql/*.sql and
 * src/prices/sql/*.sql, and the database gets them from migrations: those before
 * 20261127_100000_sql_files with the SQL inline, those after by executing the files. Each function
 * of the files must be what the migrations last defined, so that a file edited without a migration,
 * or a migration that redefines a function without its file, fails here instead of drifting apart.
 */

const root = path.resolve(import.meta.dirname, '../..')
const folders = ['src/search/sql', 'src/prices/sql']
// Executes the files as they are: it would only compare them with themselves.
const filesMigration = '20261127_100000_sql_files'

interface Definition {
  name: string
  /** Name and argument list, whitespace collapsed: what tells overloads apart. */
  signature: string
  /** The whole CREATE statement, whitespace collapsed. */
  statement: string
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The `CREATE OR REPLACE FUNCTION` statements of a SQL text, in order, each from its first word to
 * the `;` after its dollar-quoted body ($$ … $$, $fn$ … $fn$).
 */
function functionDefinitions(text: string): (Definition & { start: number; end: number })[] {
  const definitions: (Definition & { start: number; end: number })[] = []
  const header = /CREATE\s+OR\s+REPLACE\s+FUNCTION\s+([a-z_][a-z0-9_]*)\s*\(/gi
  for (let match = header.exec(text); match; match = header.exec(text)) {
    let depth = 1
    let index = header.lastIndex
    for (; depth > 0 && index < text.length; index++) {
      if (text[index] === '(') depth++
      else if (text[index] === ')') depth--
    }
    const args = text.slice(header.lastIndex, index - 1)
    const quote = /\$(?:[A-Za-z_]\w*)?\$/g
    quote.lastIndex = index
    const open = quote.exec(text)
    if (!open) throw new Error(`${match[1]}: no dollar-quoted body`)
    const close = text.indexOf(open[0], open.index + open[0].length)
    if (close < 0) throw new Error(`${match[1]}: its body ${open[0]} does not end`)
    const end = text.indexOf(';', close + open[0].length)
    if (end < 0) throw new Error(`${match[1]}: no ; after its body`)
    const name = match[1]!.toLowerCase()
    definitions.push({
      name,
      signature: `${name}(${collapse(args)})`,
      statement: collapse(text.slice(match.index, end + 1)),
      start: match.index,
      end: end + 1,
    })
    header.lastIndex = end + 1
  }
  return definitions
}

type Query = ReturnType<typeof sql.raw>

/** The text of a statement given to db.execute (a parameter stands as `?`). */
function queryText(query: Query): string {
  return query.queryChunks
    .map((chunk) => {
      if (typeof chunk === 'object' && chunk !== null) {
        if ('queryChunks' in chunk) return queryText(chunk as Query)
        if ('value' in chunk && Array.isArray(chunk.value)) return chunk.value.join('')
      }
      return '?'
    })
    .join('')
}

/**
 * What a migration's up() executes, recorded instead of run: only up() counts (a down() restores
 * earlier definitions). A migration that executes the files records the files' text as it is now.
 */
async function executedByUp(migration: (typeof migrations)[number]): Promise<string> {
  const statements: string[] = []
  const db = {
    execute: async (query: Query) => {
      statements.push(queryText(query))
    },
  }
  await migration.up({ db, payload: undefined, req: undefined } as unknown as MigrateUpArgs)
  return statements.join('\n')
}

const sqlFiles = folders.flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => path.posix.join(folder, file)),
)

/** Each function's last definition by the migrations' up(), with the migration that made it. */
let landedOnce: Promise<Map<string, Definition & { migration: string }>> | undefined
const landedDefinitions = () => (landedOnce ??= readLandedDefinitions())

async function readLandedDefinitions(): Promise<Map<string, Definition & { migration: string }>> {
  const landed = new Map<string, Definition & { migration: string }>()
  for (const migration of migrations) {
    if (migration.name === filesMigration) continue
    // Only a migration that mentions functions or SQL files can define one; the others may need a
    // real Payload to run.
    const source = readFileSync(path.join(root, 'migrations', `${migration.name}.ts`), 'utf8')
    if (!/FUNCTION|\.sql\b/i.test(source)) continue
    for (const definition of functionDefinitions(await executedByUp(migration))) {
      landed.set(definition.signature, { ...definition, migration: migration.name })
    }
  }
  return landed
}

describe('the SQL files of the search and the price history', () => {
  it('are listed in migration order, the files migration among them', () => {
    const names = migrations.map((migration) => migration.name)
    expect(names).toEqual([...names].sort())
    expect(names).toContain(filesMigration)
    expect(sqlFiles.length).toBeGreaterThan(0)
  })

  it('hold function definitions and comments only, each function once', () => {
    const seen = new Map<string, string>()
    for (const file of sqlFiles) {
      const text = readFileSync(path.join(root, file), 'utf8')
      const definitions = functionDefinitions(text)
      expect(definitions.length, file).toBeGreaterThan(0)
      // Only CREATE OR REPLACE: a file can be executed again by any later migration.
      let rest = text
      for (const definition of [...definitions].reverse()) {
        rest = rest.slice(0, definition.start) + rest.slice(definition.end)
      }
      expect(
        collapse(rest.replace(/^\s*--.*$/gm, '')),
        `${file}: statements besides functions`,
      ).toBe('')
      for (const definition of definitions) {
        expect(seen.get(definition.signature), `${definition.signature} in two files`).toBe(
          undefined,
        )
        seen.set(definition.signature, file)
      }
    }
  })

  it("define each function as the migrations' up() last did", async () => {
    const landed = await landedDefinitions()
    for (const file of sqlFiles) {
      for (const definition of functionDefinitions(readFileSync(path.join(root, file), 'utf8'))) {
        const last = landed.get(definition.signature)
        expect(last, `${file}: no migration defines ${definition.signature}`).toBeDefined()
        expect(
          definition.statement,
          `${file}: ${definition.signature} differs from its definition in migrations/${last!.migration}.ts — ` +
            'a change to a file needs a new migration that executes it again',
        ).toBe(last!.statement)
      }
    }
  })

  it('hold every function the migrations define', async () => {
    const inFiles = new Set(
      sqlFiles.flatMap((file) =>
        functionDefinitions(readFileSync(path.join(root, file), 'utf8')).map(({ name }) => name),
      ),
    )
    for (const { name, migration } of (await landedDefinitions()).values()) {
      expect(inFiles.has(name), `${name} (migrations/${migration}.ts) is in no SQL file`).toBe(true)
    }
  })
})
