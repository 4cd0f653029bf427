import { describe, expect, it } from 'vitest'

import { mediaSrc } from '@/lib/media'
import type { Media } from '@/payload-types'

const media = (fields: Partial<Media>) =>
  ({ id: 1, alt: 'x', updatedAt: '', createdAt: '', ...fields }) as Media

describe('mediaSrc', () => {
  it('turns the absolute URL Payload stores into a path on this site', () => {
    expect(mediaSrc(media({ url: 'http://localhost:3000/api/media/file/logo.png' }))).toBe(
      '/api/media/file/logo.png',
    )
  })

  it('prefers a generated size and falls back to the original', () => {
    const image = media({
      url: '/api/media/file/logo.png',
      sizes: { thumbnail: { url: 'https://cdn.example/api/media/file/logo-320.webp' } },
    })
    expect(mediaSrc(image, 'thumbnail')).toBe('/api/media/file/logo-320.webp')
    expect(mediaSrc(image, 'hero')).toBe('/api/media/file/logo.png')
  })

  it('gives null when there is no image', () => {
    expect(mediaSrc(null)).toBeNull()
    expect(mediaSrc(media({ url: null }))).toBeNull()
  })
})
