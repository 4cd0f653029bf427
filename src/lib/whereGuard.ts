/**
 * Checks a Payload `where` from outside (REST query or body, GraphQL) before Payload builds SQL
 * from it: its shape (`and`/`or` hold lists), its size, and that each operator suits the field it
 * is used on. Payload's query builder fails with a 500 on `where[or][x]…`, `near` on a text field or
 * `like` on a date; these answer a 400 that says what was wrong instead.
 */

/** Most conditions in one `where`, and the deepest nesting of `and`/`or`. */
export const MAX_WHERE_CONDITIONS = 50
export const MAX_WHERE_DEPTH = 5

const ANY = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const ORDERED = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT = ['like', 'not_like', 'contains']
const GEO = ['near', 'within', 'intersects']
const ALL_OPERATORS = new Set([...ANY, ...ORDERED, ...TEXT, ...GEO, 'all'])

/**
 * `like` on an id or a relation: Payload's query builder reads it as `equals` (a text that is no
 * number matches nothing), and the admin's document pickers search a collection titled by its id
 * this way.
 */
const LIKE_AS_EQUALS = ['like']

/** The operators each kind of field takes (Payload's own list, split by what they mean). */
function operatorsFor(field: QueryableField): readonly string[] {
  const many = field.hasMany ? ['all'] : []
  switch (field.type) {
    case 'number':
      return [...ANY, ...ORDERED, ...LIKE_AS_EQUALS, ...many]
    case 'date':
      return [...ANY, ...ORDERED, ...many]
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'json':
    case 'richText':
    case 'select':
    case 'radio':
      return [...ANY, ...TEXT, ...many]
    case 'point':
      return [...ANY, ...GEO]
    case 'relationship':
    case 'upload':
      return [...ANY, ...LIKE_AS_EQUALS, ...many]
    case 'checkbox':
      return ANY
    default:
      return [...ANY, ...ORDERED, ...TEXT, ...GEO, 'all']
  }
}

export interface QueryableField {
  name: string
  type: string
  hasMany?: boolean
}

/** Fields every document has besides the collection's own. */
const BUILT_IN: QueryableField[] = [
  { name: 'id', type: 'number' },
  { name: 'createdAt', type: 'date' },
  { name: 'updatedAt', type: 'date' },
]

const isList = (value: unknown): value is Record<string, unknown> =>
  Array.isArray(value) ||
  (value !== null &&
    typeof value === 'object' &&
    Object.keys(value).every((key) => /^\d+$/.test(key)))

/**
 * What is wrong with `where`, or null when Payload can take it. Paths into relations, groups and
 * arrays (`a.b`) are left to Payload, which refuses unknown ones with a 400 of its own.
 */
export function whereProblem(where: unknown, fields: readonly QueryableField[]): string | null {
  const byName = new Map([...BUILT_IN, ...fields].map((field) => [field.name, field]))
  let conditions = 0
  const visit = (node: unknown, depth: number): string | null => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) {
      return 'where must map field names to { operator: value }'
    }
    if (depth > MAX_WHERE_DEPTH) return `where nests and/or more than ${MAX_WHERE_DEPTH} deep`
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        if (!isList(value)) {
          return `where[${key}] takes a list: where[${key}][0][field][operator]=value`
        }
        for (const child of Object.values(value)) {
          const problem = visit(child, depth + 1)
          if (problem) return problem
        }
        continue
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return `where[${key}] must name an operator, for example where[${key}][equals]=value`
      }
      const field = key.includes('.') ? undefined : byName.get(key)
      for (const operator of Object.keys(value)) {
        conditions += 1
        if (conditions > MAX_WHERE_CONDITIONS) {
          return `where holds more than ${MAX_WHERE_CONDITIONS} conditions`
        }
        if (!ALL_OPERATORS.has(operator)) {
          return `where[${key}][${operator}]: unknown operator; use one of ${[...ALL_OPERATORS].join(', ')}`
        }
        if (field && !operatorsFor(field).includes(operator)) {
          return `where[${key}][${operator}]: ${field.type} fields take ${operatorsFor(field).join(', ')}`
        }
      }
    }
    return null
  }
  return visit(where, 0)
}
