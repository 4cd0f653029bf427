import type { Media } from '@/payload-types'

type ImageSize = keyof NonNullable<Media['sizes']>

/** The populated media document, or null when only its id (or nothing) was loaded. */
export function asMedia(value: number | Media | null | undefined): Media | null {
  return typeof value === 'object' && value !== null ? value : null
}

/**
 * A site-relative URL of the image (in `size` when it was generated): Payload prefixes uploads with
 * its serverURL, but the site serves and optimises them from its own origin, whatever host it runs on.
 */
export function mediaSrc(media: Media | null, size?: ImageSize): string | null {
  const url = (size && media?.sizes?.[size]?.url) || media?.url
  if (!url) return null
  return url.startsWith('/') ? url : new URL(url).pathname
}
