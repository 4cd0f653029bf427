import type { CollectionBeforeChangeHook } from 'payload'

import type { Post } from '@/payload-types'

/** Stamps the first publication date, so lists can sort by it without editors having to. */
export const setPublishedAt: CollectionBeforeChangeHook<Post> = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) {
    return { ...data, publishedAt: new Date().toISOString() }
  }
  return data
}
