'use client'

import { useLivePreview } from '@payloadcms/live-preview-react'
import { RichText } from '@payloadcms/richtext-lexical/react'

import type { Post, Store } from '@/payload-types'

interface Props {
  collection: 'posts' | 'stores'
  initialData: Post | Store
  serverURL: string
}

/** The document as the editor types it: the admin's live-preview frame posts every change here. */
export function LivePreviewDocument({ collection, initialData, serverURL }: Props) {
  const { data } = useLivePreview<Post | Store>({ initialData, serverURL, depth: 1 })
  if (collection === 'posts') {
    const post = data as Post
    return (
      <article className="section">
        <h1>{post.title}</h1>
        {post.excerpt ? <p className="lead">{post.excerpt}</p> : null}
        {post.content ? <RichText data={post.content} /> : null}
      </article>
    )
  }
  const store = data as Store
  return (
    <article className="section">
      <h1>{store.name}</h1>
      {store.shortDescription ? <p className="lead">{store.shortDescription}</p> : null}
      {store.description ? <p>{store.description}</p> : null}
    </article>
  )
}
