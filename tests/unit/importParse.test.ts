import { describe, expect, it } from 'vitest'

import { parseImportFile } from '@/import/parse'

const csv = (...lines: string[]) => Buffer.from(lines.join('\n'), 'utf8')
const lineOf = (rows: { line: number }[]) => rows.map((row) => row.line)

describe('reading a CSV import', () => {
  it('costs a row with a stray quote that row only, and keeps reading the rows after it', () => {
    const { rows, issues } = parseImportFile(
      csv(
        'name,slug,website',
        'One,one,https://one.example',
        'Bad "Quote" Shop,bad,https://bad.example',
        'Two,two,https://two.example',
        '"Never closed,open,https://open.example',
        'Three,three,https://three.example',
        'Four,four,"https://four.example"',
      ),
      'csv',
    )
    expect(rows.map((row) => row.values.slug)).toEqual(['one', 'two', 'three', 'four'])
    expect(lineOf(rows)).toEqual([2, 4, 6, 7])
    expect(issues).toEqual([
      { line: 3, reason: expect.stringMatching(/quote/) },
      { line: 5, reason: expect.stringMatching(/never closed/) },
    ])
  })

  it('reads quoted values with commas, doubled quotes and line breaks, CRLF and a BOM', () => {
    const { rows, issues } = parseImportFile(
      Buffer.from(
        '\uFEFFname,description\r\n"Smith, Jones","He said ""hi""\r\non two lines"\r\nPlain ,  padded  \r\n',
        'utf8',
      ),
      'csv',
    )
    expect(issues).toEqual([])
    expect(rows).toEqual([
      { line: 2, values: { name: 'Smith, Jones', description: 'He said "hi"\r\non two lines' } },
      { line: 4, values: { name: 'Plain', description: 'padded' } },
    ])
  })

  it('reports a row with too many or too few columns on its own line', () => {
    const { rows, issues } = parseImportFile(
      csv('name,slug', 'a,b,c', '', 'd', 'e,f', '"unclosed at the end,g'),
      'csv',
    )
    expect(rows.map((row) => row.values)).toEqual([{ name: 'e', slug: 'f' }])
    expect(issues.map((issue) => issue.line)).toEqual([2, 4, 6])
    expect(issues[0]!.reason).toMatch(/3 columns where the header has 2/)
    expect(issues[2]!.reason).toMatch(/never closed/)
  })
})
