import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { mediaDir } from '@/config/env'
import { apiCacheHooks } from '@/hooks/apiCaches'

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
