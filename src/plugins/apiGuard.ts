import type {
  Access,
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalConfig,
  Plugin,
  PayloadRequest,
} from 'payload'
import { APIError } from 'payload'

import { EDITORS_ONLY_MESSAGE } from '@/config/requestLimits.mjs'
import { whereProblem } from '@/lib/whereGuard'

/**
 * Payload's own REST and GraphQL APIs are for signed-in editors. Anonymous clients read published
 * content through the public /api contract (src/endpoints), which validates and bounds every query
 * it runs; Payload's generic API lets a query ask for any limit, depth, locale and filter, so one
 * anonymous request could keep the database and the server's memory busy for everyone. The site
 * itself reads through the Local API, and images are served by `/api/media/file/…`, which reads no
 * collection through an operation, so neither is affected.
 */

/** What an anonymous client may still ask of Payload: signing in and recovering an account. */
const ANONYMOUS_OPERATIONS = new Set([
  'login',
  'forgotPassword',
  'resetPassword',
  'refresh',
  'unlock',
])

const fromOutside = (req: PayloadRequest) => req.payloadAPI !== 'local'

/**
 * Serving a file of a bucket (S3_BUCKET) looks its document up by file name first, as the request's
 * own read: bounded to one name in an upload collection, and as public as the file itself.
 */
const servesFile = (req: PayloadRequest, slug: string, operation: string) =>
  operation === 'read' &&
  typeof req.url === 'string' &&
  new URL(req.url, 'http://localhost').pathname.startsWith(`/api/${slug}/file/`)

/** Expected traffic, not a fault: payload.config.ts keeps it out of the error log by this name. */
export class EditorsOnlyError extends APIError {
  constructor() {
    super(EDITORS_ONLY_MESSAGE, 401, undefined, true)
    this.name = 'EditorsOnlyError'
  }
}

/** A `where` Payload cannot run: a 400 that says why, instead of Payload's 500. */
class UnusableWhereError extends APIError {
  constructor(problem: string) {
    super(problem, 400, undefined, true)
    this.name = 'QueryError'
  }
}

/**
 * Refuses operations through REST or GraphQL without a signed-in user, before any query runs, and
 * any client's `where` that Payload cannot turn into SQL. What the server does itself while
 * answering (`overrideAccess`, such as looking up the user of a token) is its own business.
 */
export const guardExternalOperations: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  overrideAccess,
  req,
}) => {
  if (overrideAccess || !fromOutside(req)) return args
  if (
    !req.user &&
    !ANONYMOUS_OPERATIONS.has(operation) &&
    !(collection.upload && servesFile(req, collection.slug, operation))
  ) {
    throw new EditorsOnlyError()
  }
  const where = (args as { where?: unknown }).where
  if (where !== undefined && where !== null) {
    const problem = whereProblem(where, collection.flattenedFields)
    if (problem) throw new UnusableWhereError(problem)
  }
  return args
}

/** A global's read access, closed to anonymous REST and GraphQL clients. */
const editorsOutside =
  (access: Access | undefined): Access =>
  (args) =>
    fromOutside(args.req) && !args.req.user ? false : access ? access(args) : Boolean(args.req.user)

const guardCollection = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [guardExternalOperations, ...(collection.hooks?.beforeOperation ?? [])],
  },
})

const guardGlobal = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  access: { ...global.access, read: editorsOutside(global.access?.read) },
})

/** Applied after every other plugin, so the collections they add are guarded too. */
export const apiGuard: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(guardCollection),
  globals: config.globals?.map(guardGlobal),
})
