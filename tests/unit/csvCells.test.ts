import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { neutralizeCell, restoreCell } from '@/lib/csvCells'

describe('CSV cells', () => {
  it('an export never starts a text cell with what spreadsheets run as a formula', () => {
    for (const cell of ['=1+1', '+49 30', '-5', '@SUM(A1)', '\t=x', '\r=x']) {
      expect(neutralizeCell(cell)).toBe(`'${cell}`)
    }
    expect(neutralizeCell('Nordvik Outfitters')).toBe('Nordvik Outfitters')
    expect(neutralizeCell(-5)).toBe(-5)
  })

  it('an import of an export gives back every cell as it was', () => {
    for (const cell of ["'=x", "''+1", "'plain", '=x']) {
      expect(restoreCell(neutralizeCell(cell) as string)).toBe(cell)
    }
    fc.assert(
      fc.property(fc.stringMatching(/^['=+@\-a-z \t]{0,6}$/), (cell) => {
        expect(restoreCell(neutralizeCell(cell) as string)).toBe(cell)
      }),
      { numRuns: 2_000 },
    )
  })
})
