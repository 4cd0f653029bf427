import { ValidationError, type Plugin } from 'payload'

import { adminMessage } from '@/i18n/admin/text'

/** What a client sends that reaches the database: the document, the filter, the id. */
const SCANNED = ['data', 'where', 'id'] as const
/** Deeper than any document of this app: a body nested further is refused by Payload's limits. */
const MAX_DEPTH = 32

/** The path of the first text holding a NUL, in Payload's dotted form; null when there is none. */
export function nulPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return null
  if (value instanceof Date || ArrayBuffer.isView(value)) return null
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key.replace(/\u0000/g, '\\0')}` : 'key'
    const found = nulPath(child, path ? `${path}.${key}` : key, depth + 1)
    if (found) return found
  }
  return null
}

type OperationArgs = { args?: Record<string, unknown>; req: { i18n?: { language?: string } } }

function refuse({ args, req }: OperationArgs) {
  for (const key of SCANNED) {
    const path = nulPath(args?.[key])
    if (path) {
      throw new ValidationError({
        errors: [
          {
            path: key === 'data' ? path : `${key}.${path}`,
            message: adminMessage(req.i18n?.language, 'nulCharacter'),
          },
        ],
      })
    }
  }
  return args as never
}

/**
 * PostgreSQL's text cannot hold a NUL character: a value with one in a document, a filter or an id is
 * refused before any operation of any collection or global reaches the database (REST, GraphQL, the
 * admin), with a 400 naming the field. Query strings and paths are refused earlier, by the server
 * (src/config/requestLimits.mjs).
 */
export const refuseNul: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuse, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    hooks: { ...global.hooks, beforeOperation: [refuse, ...(global.hooks?.beforeOperation ?? [])] },
  })),
})
