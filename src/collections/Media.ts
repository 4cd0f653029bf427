import { statSync } from 'node:fs'
import path from 'node:path'

import type { CollectionConfig, PayloadHandler } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { mediaDir } from '@/config/env'
import { apiCacheHooks } from '@/hooks/apiCaches'

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

/** Images for logos, guides and products; sharp renders the responsive sizes on upload. */
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
    handlers: [missingFileIs404],
    // SVG is refused: it can carry scripts, and every logo is rendered to a raster image anyway.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    imageSizes: [
      {
        name: 'thumbnail',
        width: 320,
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
  },
  hooks: apiCacheHooks('media'),
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
