import type { FieldHook, Option } from 'payload'

import { countryAliases, countryCodes, countryName, normalizeCountryCode } from '@/geo/countries'

/** Select options for every known country code, labelled in English for editors. */
export const countryOptions: Option[] = countryCodes.map((code) => ({
  value: code,
  label: `${countryName(code)} (${code})`,
}))

/** An alias (UK) as the code it stands for (GB); anything else as it came. */
const canonical = (value: unknown) =>
  typeof value === 'string' && Object.hasOwn(countryAliases, value.trim().toUpperCase())
    ? normalizeCountryCode(value)
    : value

/** Stores a country written by its alias (an API call with `UK`) under the country's code (GB). */
const storeAliasAsCountry: FieldHook = ({ value }) =>
  Array.isArray(value) ? [...new Set(value.map(canonical))] : canonical(value)

/**
 * What every country select field carries besides its options: the hook above, and the aliases for
 * the bulk import, which matches option values itself (src/import/toDocument.ts).
 */
export const countryFieldExtras = {
  hooks: { beforeValidate: [storeAliasAsCountry] },
  custom: { optionAliases: countryAliases },
}
