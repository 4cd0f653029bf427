import Image from 'next/image'
import Link from 'next/link'

import { getHomePageData } from '@/data/home'
import { asMedia, mediaSrc } from '@/lib/media'
import { safeHref } from '@/lib/safeUrl'

// Rendered on request: the build has no database (STACK.md trap 3). Caching comes with the site routes.
export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const { home, primaryCategories, popularStores, guides, storeCount } = await getHomePageData('en')

  return (
    <main className="page">
      <header className="hero">
        <p className="brand">Shopping Guide</p>
        <h1>{home.headline}</h1>
        {home.aboutText ? <p className="lead">{home.aboutText}</p> : null}
      </header>

      {home.sellingPoints?.length ? (
        <section aria-labelledby="about" className="section">
          <h2 id="about">{home.aboutTitle}</h2>
          <ul className="points">
            {home.sellingPoints.map((point) => (
              <li key={point.id}>
                <strong>{point.title}</strong>
                <span>{point.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="stores" className="section">
        <h2 id="stores">Popular stores ({storeCount})</h2>
        <ul className="cards">
          {popularStores.map((store) => {
            const logo = asMedia(store.logo)
            const logoSrc = mediaSrc(logo, 'thumbnail')
            const href = safeHref(store.affiliateUrl) ?? safeHref(store.website)
            return (
              <li key={store.id} className="card">
                {logoSrc ? (
                  <Image src={logoSrc} alt={logo?.alt ?? ''} width={64} height={64} />
                ) : null}
                <strong>{store.name}</strong>
                <span>{store.shortDescription}</span>
                {href ? (
                  <a href={href} rel="sponsored noopener" target="_blank">
                    Visit store
                  </a>
                ) : null}
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="guides" className="section">
        <h2 id="guides">Shopping guides</h2>
        <ul className="list">
          {guides.map((guide) => (
            <li key={guide.id}>
              <strong>{guide.title}</strong>
              <span>{guide.excerpt}</span>
            </li>
          ))}
        </ul>
      </section>

      <footer className="section footer">
        <h2>Popular Categories</h2>
        <ul className="tags">
          {primaryCategories.map((category) => (
            <li key={category.id}>{category.name}</li>
          ))}
        </ul>
        <p>
          <Link href="/admin">Editors: sign in</Link>
        </p>
      </footer>
    </main>
  )
}
