/** The location selector's countries, grouped by continent. Names come from Intl.DisplayNames. */
import { locales } from '@/i18n/locales'

export const continents = [
  {
    id: 'europe',
    codes: [
      'AD',
      'AL',
      'AT',
      'AX',
      'BA',
      'BE',
      'BG',
      'BY',
      'CH',
      'CY',
      'CZ',
      'DE',
      'DK',
      'EE',
      'ES',
      'FI',
      'FO',
      'FR',
      'GB',
      'GG',
      'GI',
      'GR',
      'HR',
      'HU',
      'IE',
      'IM',
      'IS',
      'IT',
      'JE',
      'LI',
      'LT',
      'LU',
      'LV',
      'MC',
      'MD',
      'ME',
      'MK',
      'MT',
      'NL',
      'NO',
      'PL',
      'PT',
      'RO',
      'RS',
      'RU',
      'SE',
      'SI',
      'SJ',
      'SK',
      'SM',
      'UA',
      'VA',
      'XK',
    ],
  },
  {
    id: 'northAmerica',
    codes: [
      'AG',
      'AI',
      'AW',
      'BB',
      'BL',
      'BM',
      'BQ',
      'BS',
      'BZ',
      'CA',
      'CR',
      'CU',
      'CW',
      'DM',
      'DO',
      'GD',
      'GL',
      'GP',
      'GT',
      'HN',
      'HT',
      'JM',
      'KN',
      'KY',
      'LC',
      'MF',
      'MQ',
      'MS',
      'MX',
      'NI',
      'PA',
      'PM',
      'PR',
      'SV',
      'SX',
      'TC',
      'TT',
      'UM',
      'US',
      'VC',
      'VG',
      'VI',
    ],
  },
  {
    id: 'southAmerica',
    codes: [
      'AR',
      'BO',
      'BR',
      'CL',
      'CO',
      'EC',
      'FK',
      'GF',
      'GS',
      'GY',
      'PE',
      'PY',
      'SR',
      'UY',
      'VE',
    ],
  },
  {
    id: 'asia',
    codes: [
      'AE',
      'AF',
      'AM',
      'AZ',
      'BD',
      'BH',
      'BN',
      'BT',
      'CN',
      'GE',
      'HK',
      'ID',
      'IL',
      'IN',
      'IO',
      'IQ',
      'IR',
      'JO',
      'JP',
      'KG',
      'KH',
      'KP',
      'KR',
      'KW',
      'KZ',
      'LA',
      'LB',
      'LK',
      'MM',
      'MN',
      'MO',
      'MV',
      'MY',
      'NP',
      'OM',
      'PH',
      'PK',
      'PS',
      'QA',
      'SA',
      'SG',
      'SY',
      'TH',
      'TJ',
      'TL',
      'TM',
      'TR',
      'TW',
      'UZ',
      'VN',
      'YE',
    ],
  },
  {
    id: 'oceania',
    codes: [
      'AQ',
      'AS',
      'AU',
      'CC',
      'CK',
      'CX',
      'FJ',
      'FM',
      'GU',
      'HM',
      'KI',
      'MH',
      'MP',
      'NC',
      'NF',
      'NR',
      'NU',
      'NZ',
      'PF',
      'PG',
      'PN',
      'PW',
      'SB',
      'TK',
      'TO',
      'TV',
      'VU',
      'WF',
      'WS',
    ],
  },
  {
    id: 'africa',
    codes: [
      'AO',
      'BF',
      'BI',
      'BJ',
      'BV',
      'BW',
      'CD',
      'CF',
      'CG',
      'CI',
      'CM',
      'CV',
      'DJ',
      'DZ',
      'EG',
      'EH',
      'ER',
      'ET',
      'GA',
      'GH',
      'GM',
      'GN',
      'GQ',
      'GW',
      'KE',
      'KM',
      'LR',
      'LS',
      'LY',
      'MA',
      'MG',
      'ML',
      'MR',
      'MU',
      'MW',
      'MZ',
      'NA',
      'NE',
      'NG',
      'RE',
      'RW',
      'SC',
      'SD',
      'SH',
      'SL',
      'SN',
      'SO',
      'SS',
      'ST',
      'SZ',
      'TD',
      'TF',
      'TG',
      'TN',
      'TZ',
      'UG',
      'YT',
      'ZA',
      'ZM',
      'ZW',
    ],
  },
  /**
   * Regions that are not countries but that shoppers and stores use (EU, AP). UK is no entry
   * of its own: it is another name for GB (see countryAliases).
   */
  { id: 'special', codes: ['EU', 'AP'] },
] as const

export type ContinentId = (typeof continents)[number]['id']
export type CountryCode = (typeof continents)[number]['codes'][number]

export const countryCodes: readonly CountryCode[] = continents.flatMap(
  (continent) => continent.codes,
)

/**
 * Other codes accepted for a country of the list: UK, the United Kingdom's everyday name for ISO's
 * GB. Listing both would show "United Kingdom" twice and split its shoppers, stores and offers in
 * two; UK is read as GB wherever a code comes in (query, cookie, API, admin, import).
 */
export const countryAliases: Readonly<Record<string, CountryCode>> = { UK: 'GB' }

/**
 * The 20 countries most shoppers come from: the demo data serve each of them (stores, offers in its
 * currency, full home shelves).
 */
export const mostVisitedCountries: readonly CountryCode[] = [
  'DE',
  'AT',
  'CH',
  'FR',
  'IT',
  'ES',
  'NL',
  'BE',
  'PL',
  'SE',
  'NO',
  'FI',
  'DK',
  'PT',
  'GB',
  'IE',
  'US',
  'CA',
  'BR',
  'AU',
]

const known = new Set<string>(countryCodes)

/**
 * The upper-cased code when it is in the list (case-insensitive), an alias as its country (UK → GB),
 * otherwise null: an unknown code is ignored, never an error.
 */
export function normalizeCountryCode(value: unknown): CountryCode | null {
  if (typeof value !== 'string') return null
  const code = value.trim().toUpperCase()
  return known.has(code) ? (code as CountryCode) : (countryAliases[code] ?? null)
}

/** "AP" is not a region Intl.DisplayNames knows (it answers the code): its name in each language. */
const asiaPacific: Record<string, string> = {
  en: 'Asia/Pacific',
  de: 'Asien/Pazifik',
  fr: 'Asie-Pacifique',
  it: 'Asia-Pacifico',
  es: 'Asia-Pacífico',
  fi: 'Aasia ja Tyynenmeren alue',
  nl: 'Azië-Pacific',
  no: 'Asia og Stillehavet',
  pl: 'Azja i Pacyfik',
  pt: 'Ásia-Pacífico',
  sv: 'Asien och Stillahavsområdet',
}

/** The country's name in the given language (ISO tag), for labels. */
export function countryName(code: CountryCode, iso = 'en-US'): string {
  if (code === 'AP') return asiaPacific[iso.slice(0, 2)] ?? asiaPacific.en
  try {
    let names = regionNames.get(iso)
    if (!names) {
      names = new Intl.DisplayNames([iso], { type: 'region' })
      regionNames.set(iso, names)
    }
    return names.of(code) ?? code
  } catch {
    return code
  }
}

/** One Intl.DisplayNames per language: a page names up to 250 countries. */
const regionNames = new Map<string, Intl.DisplayNames>()

/**
 * The country a visitor typed by name in any of the site's languages ("Germany", "niemcy",
 * "Allemagne"), for the location selector's form without JavaScript; null when no name matches.
 */
export function countryFromName(text: string): CountryCode | null {
  namesIndex ??= new Map(
    locales.flatMap((locale) =>
      countryCodes.map((code) => [fold(countryName(code, locale.iso)), code] as const),
    ),
  )
  return namesIndex.get(fold(text)) ?? null
}

let namesIndex: Map<string, CountryCode> | undefined

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .trim()
    .toLocaleLowerCase('en')
