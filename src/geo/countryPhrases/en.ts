import type { CountryCode } from '../countries'
import type { PhraseRules } from './types'

/** Names that read as a plural, a union or a kind of territory take "the": "in the Netherlands". */
const withArticle = new Set<CountryCode>([
  'AE',
  'AX',
  'BQ',
  'BS',
  'CC',
  'CD',
  'CF',
  'CG',
  'CK',
  'DO',
  'EU',
  'FK',
  'FO',
  'GB',
  'GM',
  'GS',
  'HM',
  'IO',
  'KM',
  'KY',
  'MH',
  'MP',
  'MV',
  'NL',
  'PH',
  'PN',
  'PS',
  'SB',
  'SC',
  'TC',
  'TF',
  'UM',
  'US',
  'VG',
  'VI',
])

const the = (name: string, code: CountryCode) => (withArticle.has(code) ? `the ${name}` : name)

export const en: PhraseRules = {
  in: (name, code) => `in ${the(name, code)}`,
  to: (name, code) => `to ${the(name, code)}`,
  exceptions: {},
}
