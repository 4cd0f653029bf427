import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { GuideGrid, Picture } from '@/components/site/Cards'
import { NotFoundPage } from '@/components/site/NotFoundPage'
import { siteParams, type SiteParams, slugParam } from '@/lib/siteParams'
import { findPostBySlug, getPost, listPosts } from '@/data/posts'
import { translator } from '@/i18n/intl'
import { defaultLocale, getLocale, languageName } from '@/i18n/locales'
import { localized, paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'
import { JsonLd } from '@/components/site/JsonLd'
import { articleData } from '@/lib/structuredData'
import { EditTarget } from '@/components/site/EditTarget'

type Params = SiteParams & { subcategorySlug: string; postSlug: string }

/** Rendered on first request and cached until its data's tags change (see the root layout). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale } = await siteParams(params)
  const { subcategorySlug, postSlug } = await params
  const found = await findPostBySlug(slugParam(postSlug))
  const post = found ? await getPost(found.id, locale) : null
  if (!post || post.category?.seoSlug !== slugParam(subcategorySlug))
    return { title: translator(locale)('seo.notFound.title') }
  return pageMetadata({
    locale,
    path: paths.guide(post.category.seoSlug, post.slug),
    title: post.meta.title,
    description: post.meta.description,
    image: post.meta.image ?? post.heroImage,
    type: 'article',
    // Shown in English where it is not written in the page's language: not indexed there.
    noindex: !post.languages.includes(locale),
    languages: post.languages,
  })
}

export default async function GuidePage({ params }: { params: Promise<Params> }) {
  const { locale } = await siteParams(params)
  const { subcategorySlug, postSlug } = await params
  const found = await findPostBySlug(slugParam(postSlug))
  const post = found ? await getPost(found.id, locale) : null
  // The guide must live under the subcategory its URL names.
  if (!post || post.category?.seoSlug !== slugParam(subcategorySlug)) {
    return (
      <NotFoundPage
        path={localized(locale, paths.guide(subcategorySlug, postSlug))}
        what="publication"
      />
    )
  }
  const t = translator(locale)
  // Not written in this language: its English texts, marked as such for readers and screen readers.
  const translated = post.languages.includes(locale)
  const english = translated ? undefined : getLocale(defaultLocale).iso
  const others = await listPosts({
    lang: locale,
    page: 1,
    limit: 4,
    categoryIds: post.category ? [post.category.id] : null,
    excludedCategoryIds: [EXCLUDED_CATEGORY_ID],
  })
  const related = others.docs.filter((guide) => guide.id !== post.id).slice(0, 3)
  const published = post.publishedAt
    ? new Intl.DateTimeFormat(getLocale(locale).iso, { dateStyle: 'long' }).format(
        new Date(post.publishedAt),
      )
    : null
  return (
    <article className="article">
      <EditTarget collection="posts" id={post.id} />
      <JsonLd data={articleData(post, locale, paths.guide(post.category.seoSlug, post.slug))} />
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('nav.shoppingGuides'), href: paths.guides() },
          ...post.breadcrumbs.map((crumb) => ({
            name: crumb.name,
            href: paths.guides(crumb.seoSlug),
          })),
          { name: post.title },
        ]}
      />
      {translated ? null : (
        <p className="notice" role="note">
          {t('guide.untranslated', { language: languageName(locale, locale) })}
        </p>
      )}
      <h1 lang={english}>{post.title}</h1>
      <p className="article__meta">
        {published ? `${t('guide.published', { date: published })} · ` : ''}
        {t('guide.readingTime', { minutes: post.readingTimeMinutes })}
      </p>
      {post.heroImage ? (
        <Picture
          image={post.heroImage}
          sizes="(max-width: 900px) 100vw, 860px"
          className="article__hero"
          priority
        />
      ) : null}
      {post.excerpt ? (
        <p className="lead" lang={english}>
          {post.excerpt}
        </p>
      ) : null}
      <div className="prose" lang={english} dangerouslySetInnerHTML={{ __html: post.html }} />
      {related.length ? (
        <section aria-labelledby="related" className="shelf">
          <h2 id="related">{t('guide.related')}</h2>
          <GuideGrid guides={related} locale={locale} />
        </section>
      ) : null}
    </article>
  )
}
