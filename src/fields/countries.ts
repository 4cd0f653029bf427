import type { Option } from 'payload'

import { countryCodes, countryName } from '@/geo/countries'

/** Select options for every known country code, labelled in English for editors. */
export const countryOptions: Option[] = countryCodes.map((code) => ({
  value: code,
  label: `${countryName(code)} (${code})`,
}))
