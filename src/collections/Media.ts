import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import path from 'node:path'

import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type PayloadHandler,
} from 'payload'
import sharp from 'sharp'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { env, mediaDir } from '@/config/env'
import { FILE_CACHE } from '@/config/sharedCaches.mjs'
import { adminMessage } from '@/i18n/admin/text'
import { apiCacheHooks } from '@/cache/hooks'

/**
 * A file name that is not on disk answers 404: Payload's own file handler answers 500 for it, and
 * `/api/media/file/<anything>` is public. Anything else falls through to Payload's handler.
 */
function missingFileIs404(
  ...[, { params }]: [Parameters<PayloadHandler>[0], { params: { filename: string } }]
): Response | void {
  const file = path.resolve(mediaDir, params.filename)
  if (!file.startsWith(mediaDir + path.sep)) return
  try {
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return
  } catch {
    // A name the file system cannot hold (too long, …) names no file either.
  }
  return Response.json(
    { errors: [{ message: `No file named ${params.filename}` }] },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )
}

/** The extension each accepted image format is stored under, whatever the uploaded name said. */
const EXTENSIONS: Record<string, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  heif: 'avif',
  gif: 'gif',
}

/**
 * An upload is named after what it is, not what its name claims: `logo.html` holding a PNG is
 * stored as `logo-<hash>.png`, so no server or CDN that goes by the extension can serve it as a page. A
 * file that is no image of an accepted format is refused with a 400.
 */
const nameByContent: CollectionBeforeOperationHook = async ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file?.data) return args
  // Access is checked after this hook: an anonymous upload gets its 403 there, unread.
  if (!overrideAccess && !req.user) return args
  const format = await sharp(file.data)
    .metadata()
    .then(
      (metadata) => metadata.format,
      () => undefined,
    )
  const extension = format ? EXTENSIONS[format] : undefined
  if (!extension) {
    throw new APIError(adminMessage(req.i18n?.language, 'notAnImage'), 400, undefined, true)
  }
  const base = file.name.replace(/\.[^.]*$/, '') || 'image'
  // The content's hash in the name: a replaced image never takes the URL of the one before, so every
  // file may be kept for good by browsers and shared caches (FILE_CACHE).
  const hash = createHash('sha256').update(file.data).digest('hex').slice(0, 8)
  file.name = `${base}-${hash}.${extension}`
  return args
}

/** Images for logos, guides and products; sharp renders the responsive sizes on upload. */
/**
 * The sizes' encoding. Effort 3 (sharp's default is 4) writes the same bytes for these pictures in a
 * quarter less time: an upload, and every seed's 150 images, are encoded that much faster.
 */
const WEBP = { format: 'webp', options: { quality: 80, effort: 3 } } as const

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: {
    read: anyone,
    create: editors,
    update: editors,
    delete: editors,
  },
  upload: {
    staticDir: mediaDir,
    // In a bucket (S3_BUCKET), the storage plugin answers a missing file with a 404 itself.
    handlers: env.S3_BUCKET ? [] : [missingFileIs404],
    // Only for a file sent (not for the 404 above): its name changes with its content.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', FILE_CACHE)
      return headers
    },
    // SVG is refused: it can carry scripts, and every logo is rendered to a raster image anyway.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: WEBP },
      { name: 'card', width: 640, formatOptions: WEBP },
      { name: 'hero', width: 1600, formatOptions: WEBP },
    ],
  },
  hooks: { ...apiCacheHooks('media'), beforeOperation: [nameByContent] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'Describes the image for people who cannot see it.' },
    },
  ],
}
