import type {
  CollectionBeforeOperationHook,
  Field,
  FieldHook,
  TextFieldSingleValidation,
  Where,
} from 'payload'

import { MPN_MAX_LENGTH, gtinMessages, readGtin } from '@/lib/gtin'
import { refuseOnDraft } from './refuseOnDraft'

/** A GTIN as typed ("4 006381 333931", "4006381-333931") is kept as its 14 digits; blank is none. */
const normaliseGtin: FieldHook = ({ value }) => {
  if (typeof value !== 'string') return value
  if (value.trim() === '') return null
  const reading = readGtin(value)
  return reading.ok ? reading.gtin : value
}

const gtinProblem = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  if (typeof value !== 'string') return gtinMessages.format
  const reading = readGtin(value)
  return reading.ok ? null : gtinMessages[reading.reason]
}

const validateGtin: TextFieldSingleValidation = (value) => gtinProblem(value) ?? true

const blankAsNone: FieldHook = ({ value }) =>
  typeof value === 'string' ? value.trim() || null : value

/** Another product of the same brand with this part number, if there is one. */
async function mpnTaken(
  { mpn, brand }: { mpn: unknown; brand: unknown },
  id: number | string | undefined,
  req: Parameters<FieldHook>[0]['req'],
): Promise<boolean> {
  if (typeof mpn !== 'string' || mpn === '' || typeof brand !== 'string' || brand === '') {
    return false
  }
  const where: Where = { and: [{ brand: { equals: brand } }, { mpn: { equals: mpn } }] }
  if (id !== undefined) where.and!.push({ id: { not_equals: id } })
  const { totalDocs } = await req.payload.count({ collection: 'products', where, req })
  return totalDocs > 0
}

const mpnMessage = 'Another product of this brand has this part number (MPN).'

const validateMpn: TextFieldSingleValidation = async (value, { id, req, siblingData }) =>
  (await mpnTaken({ mpn: value, brand: (siblingData as { brand?: unknown }).brand }, id, req))
    ? mpnMessage
    : true

/** Drafts skip validation; a draft with a wrong GTIN or a taken MPN is refused all the same. */
const refuseGtinOnDraft: FieldHook = (args) => {
  const problem = gtinProblem(args.value)
  if (problem) refuseOnDraft(args, problem)
  return args.value
}

const refuseMpnOnDraft: FieldHook = async (args) => {
  const brand = (args.siblingData as { brand?: unknown }).brand
  if (await mpnTaken({ mpn: args.value, brand }, args.originalDoc?.id, args.req)) {
    refuseOnDraft(args, mpnMessage)
  }
  return args.value
}

/**
 * The numbers a retailer's feed names an article by: its GTIN (one product per GTIN) and the
 * manufacturer's part number (one product per brand and MPN).
 */
export const productIdentifierFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'gtin',
        label: 'GTIN',
        type: 'text',
        unique: true,
        validate: validateGtin,
        hooks: { beforeValidate: [normaliseGtin], beforeChange: [refuseGtinOnDraft] },
        admin: {
          width: '50%',
          description: 'EAN or UPC from the package: 8, 12, 13 or 14 digits, kept as 14.',
        },
      },
      {
        name: 'mpn',
        label: 'MPN',
        type: 'text',
        // Looked up with the brand: the collection's brand + MPN index.
        maxLength: MPN_MAX_LENGTH,
        validate: validateMpn,
        hooks: { beforeValidate: [blankAsNone], beforeChange: [refuseMpnOnDraft] },
        admin: { width: '50%', description: 'The manufacturer’s part number.' },
      },
    ],
  },
]

/**
 * The list's search box finds a product by its GTIN: a search for a valid GTIN (in any of its
 * forms) looks the number up instead of reading every name for it.
 */
export const searchByGtin: CollectionBeforeOperationHook = ({ args, operation }) => {
  const where =
    operation === 'read' && 'where' in args ? (args.where as Where | undefined) : undefined
  return where ? { ...args, where: gtinSearch(where) } : args
}

function gtinSearch(where: Where): Where {
  const out: Where = {}
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      out[key] = value.map((clause) => gtinSearch(clause as Where))
      continue
    }
    const like =
      key === 'name' && value && typeof value === 'object' && 'like' in value
        ? (value as { like: unknown }).like
        : undefined
    const reading = typeof like === 'string' ? readGtin(like) : undefined
    if (reading?.ok) out.gtin = { equals: reading.gtin }
    else out[key] = value
  }
  return out
}
