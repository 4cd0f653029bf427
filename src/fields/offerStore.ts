import type { PayloadRequest, RelationshipField } from 'payload'

import { normalizeCountryCode } from '@/geo/countries'
import { countryPhrases } from '@/geo/countryPhrases'
import { adminMessage } from '@/i18n/admin/text'
import { detectLocale } from '@/i18n/detect'

type StoreCountries = { name: string; countries: string[] }

/** Each store an offer names, read once per request however many of its offers a save holds. */
async function storeCountries(req: PayloadRequest, id: number): Promise<StoreCountries | null> {
  const known = (req.context.offerStores ??= new Map()) as Map<
    number,
    Promise<StoreCountries | null>
  >
  let found = known.get(id)
  if (!found) {
    found = req.payload
      .findByID({
        collection: 'stores',
        id,
        depth: 0,
        draft: true,
        select: { name: true, countries: true },
        req,
        disableErrors: true,
      })
      .then((store) =>
        store ? { name: String(store.name ?? id), countries: store.countries ?? [] } : null,
      )
    known.set(id, found)
  }
  return found
}

/**
 * An offer's store, which must deliver to the offer's country: the site shows a country only the
 * offers of stores that serve it, so an offer elsewhere would be stored and never seen. A store that
 * names no countries serves everywhere.
 */
export const offerStoreField: RelationshipField = {
  name: 'store',
  type: 'relationship',
  relationTo: 'stores',
  required: true,
  index: true,
  admin: { width: '40%' },
  validate: async (value, { siblingData, req, required }) => {
    if (value === null || value === undefined) {
      return required ? adminMessage(req.i18n?.language, 'required') : true
    }
    // An id, or the store itself when the form holds it populated.
    const id = Number(typeof value === 'object' ? (value as unknown as { id: unknown }).id : value)
    const country = normalizeCountryCode((siblingData as { country?: string }).country)
    if (!Number.isInteger(id) || !country) return true
    const store = await storeCountries(req, id)
    if (!store || store.countries.length === 0 || store.countries.includes(country)) return true
    const language = req.i18n?.language
    return adminMessage(language, 'offerCountry', {
      store: store.name,
      // The admin's languages are Payload's codes: Norwegian is `nb` there.
      ...countryPhrases(country, detectLocale(undefined, language ?? 'en')),
    })
  },
}
