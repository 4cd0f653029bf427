import type {
  Access,
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalConfig,
  Plugin,
  PayloadRequest,
} from 'payload'
import { APIError } from 'payload'

import { EDITORS_ONLY_MESSAGE } from '@/config/constants'

/**
 * Payload's own REST and GraphQL APIs are for signed-in editors. Anonymous clients read published
 * content through the public /api contract (src/endpoints), which validates and bounds every query
 * it runs; Payload's generic API lets a query ask for any limit, depth, locale and filter, so one
 * anonymous request could keep the database and the server's memory busy for everyone. The site
 * itself reads through the Local API, and images are served by `/api/media/file/…`, which reads no
 * collection through an operation, so neither is affected.
 */

const READ_OPERATIONS = new Set(['read', 'readDistinct', 'count', 'countVersions'])

const fromOutside = (req: PayloadRequest) => req.payloadAPI !== 'local'

/** Expected traffic, not a fault: payload.config.ts keeps it out of the error log by this name. */
export class EditorsOnlyError extends APIError {
  constructor() {
    super(EDITORS_ONLY_MESSAGE, 401, undefined, true)
    this.name = 'EditorsOnlyError'
  }
}

/**
 * Refuses reads through REST or GraphQL without a signed-in user, before any query runs. Reads the
 * server makes itself while answering (`overrideAccess`, such as looking up the user of a token)
 * are its own business.
 */
export const refuseAnonymousReads: CollectionBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (READ_OPERATIONS.has(operation) && !overrideAccess && fromOutside(req) && !req.user) {
    throw new EditorsOnlyError()
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
    beforeOperation: [refuseAnonymousReads, ...(collection.hooks?.beforeOperation ?? [])],
  },
})

const guardGlobal = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  access: { ...global.access, read: editorsOutside(global.access?.read) },
})

/** Applied after every other plugin, so the collections they add are guarded too. */
export const editorsOnlyApi: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(guardCollection),
  globals: config.globals?.map(guardGlobal),
})
