'use client'

import { useLivePreview } from '@payloadcms/live-preview-react'

import { richTextToHtml, type RichTextRefs } from '@/data/richText'
import { countryName } from '@/geo/countries'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import type { Previewable } from '@/lib/preview'

import type { Post, Product, Store } from '@/payload-types'

interface Props {
  collection: Previewable
  initialData: Post | Store | Product
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
  const { data } = useLivePreview<Post | Store | Product>({ initialData, serverURL, depth: 1 })
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
  if (collection === 'products') return <ProductPreview product={data as Product} locale={locale} />
  const store = data as Store
  return (
    <article className="section">
      <h1>{store.name}</h1>
      {store.shortDescription ? <p className="lead">{store.shortDescription}</p> : null}
      {store.description ? <p>{store.description}</p> : null}
    </article>
  )
}

/** A product as the editor types it: its texts and its offers by country. */
function ProductPreview({ product, locale }: { product: Product; locale: LocaleCode }) {
  const { iso } = getLocale(locale)
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(iso, { style: 'currency', currency }).format(amount)
  const place = (offer: NonNullable<Product['offers']>[number]) =>
    offer.country ? countryName(offer.country, iso) : ''
  const total = (offer: NonNullable<Product['offers']>[number]) =>
    (offer.price ?? 0) + (offer.shipping ?? 0)
  // By country, as shoppers compare them (each country's own currency), the cheapest total first.
  const offers = [...(product.offers ?? [])].sort(
    (a, b) => place(a).localeCompare(place(b), iso) || total(a) - total(b),
  )
  return (
    <article className="section">
      <h1>{product.name}</h1>
      {product.brand ? <p className="lead">{product.brand}</p> : null}
      {product.description ? <p>{product.description}</p> : null}
      {offers.length ? (
        <table className="offers-preview">
          <tbody>
            {offers.map((offer, index) => (
              <tr key={offer.id ?? index}>
                <td>{typeof offer.store === 'object' && offer.store ? offer.store.name : ''}</td>
                <td>{place(offer)}</td>
                <td>
                  {offer.price != null && offer.currency ? money(offer.price, offer.currency) : ''}
                </td>
                <td>
                  {offer.shipping && offer.currency
                    ? `+ ${money(offer.shipping, offer.currency)}`
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  )
}
