'use client'

import { useLivePreview } from '@payloadcms/live-preview-react'

import { richTextToHtml, type RichTextRefs } from '@/data/richText'
import { getLocale, type LocaleCode } from '@/i18n/locales'

import type { Post, Store } from '@/payload-types'

interface Props {
  collection: 'posts' | 'stores'
  initialData: Post | Store
  serverURL: string
  /** The language being edited: links and image texts in it, as on the public page. */
  locale: LocaleCode
  /** What the saved text refers to, resolved as for the public page. */
  refs?: RichTextRefs
  /** Set when the guide is not written in this language: the public page's notice. */
  notice?: string
}

/** The document as the editor types it: the admin's live-preview frame posts every change here. */
export function LivePreviewDocument({
  collection,
  initialData,
  serverURL,
  locale,
  refs,
  notice,
}: Props) {
  const { data } = useLivePreview<Post | Store>({ initialData, serverURL, depth: 1 })
  if (collection === 'posts') {
    const post = data as Post
    return (
      <article className="section" lang={getLocale(notice ? 'en' : locale).iso}>
        {notice ? (
          <p className="notice" role="note" lang={getLocale(locale).iso}>
            {notice}
          </p>
        ) : null}
        <h1>{post.title}</h1>
        {post.excerpt ? <p className="lead">{post.excerpt}</p> : null}
        {/* The public page's renderer: the preview shows what publishing will show. */}
        <div
          className="prose"
          dangerouslySetInnerHTML={{ __html: richTextToHtml(post.content, { locale, refs }) }}
        />
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
