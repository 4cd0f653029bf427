import type { FieldHook, Option } from 'payload'

import { countryAliases, countryCodes, countryName, normalizeCountryCode } from '@/geo/countries'
import { adminLanguageCodes, adminText } from '@/i18n/admin/text'

/** Select options for every known country code, named in each admin language ("Deutschland (DE)"). */
export const countryOptions: Option[] = countryCodes.map((code) => ({
  value: code,
  label: Object.fromEntries(
    adminLanguageCodes.map((language) => {
      // The two groupings are not regions Intl knows: their English names are in the catalogues.
      const name =
        code === 'EU' || code === 'AP'
          ? adminText(language, countryName(code))
          : countryName(code, language)
      return [language, `${name} (${code})`]
    }),
  ),
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
