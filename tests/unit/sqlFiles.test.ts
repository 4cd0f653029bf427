import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { migrations } from '../../migrations'
import {
  SQL_FILES,
  readSqlFile,
  sqlFileFingerprint,
  type SqlFileVersions,
} from '../../src/lib/sqlFiles'

/*
 * The search's and the price history's SQL functions are defined in src/search/sql/*.sql and
 * src/prices/sql/*.sql, and databases get them from the migrations that execute those files. A new
 * database replays every migration with the files as they are today, so a file edited without a
 * migration that executes it again would reach new databases and leave existing ones behind: each
 * migration records the fingerprint of the files it executes, and the last one recorded for a file
 * must be the file's own.
 */

const root = path.resolve(import.meta.dirname, '../..')
const folders = ['src/search/sql', 'src/prices/sql']

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

const sqlFiles = folders.flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => path.posix.join(folder, file)),
)

/** Each file's fingerprint as the last migration that executes it recorded it, with that migration. */
async function lastExecuted(): Promise<Map<string, { fingerprint: string; migration: string }>> {
  const last = new Map<string, { fingerprint: string; migration: string }>()
  for (const { name } of migrations) {
    const exported = (await import(`../../migrations/${name}.ts`)) as { sqlFiles?: SqlFileVersions }
    for (const [file, fingerprint] of Object.entries(exported.sqlFiles ?? {})) {
      last.set(file, { fingerprint, migration: name })
    }
  }
  return last
}

describe('the SQL files of the search and the price history', () => {
  it('are all executed, in an order in which each can be created', () => {
    expect([...SQL_FILES].sort()).toEqual([...sqlFiles].sort())
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

  it('are each as the last migration that executes them recorded', async () => {
    const last = await lastExecuted()
    for (const file of SQL_FILES) {
      const executed = last.get(file)
      expect(executed, `no migration executes ${file}`).toBeDefined()
      expect(
        sqlFileFingerprint(readSqlFile(file)),
        `${file} changed after migrations/${executed!.migration}.ts executed it: ` +
          'add a migration that executes it again, with its new fingerprint',
      ).toBe(executed!.fingerprint)
    }
  })

  it('are told apart by their statements, not by their comments', () => {
    const text = readSqlFile('src/search/sql/normalize.sql')
    const fingerprint = sqlFileFingerprint(text)
    expect(sqlFileFingerprint(`-- A new comment.\n${text.replace(/\n/g, '\n\n')}`)).toBe(
      fingerprint,
    )
    expect(sqlFileFingerprint(text.replace('IMMUTABLE', 'STABLE'))).not.toBe(fingerprint)
  })
})
