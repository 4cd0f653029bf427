import { icons, isValidViewBox } from '@/components/site/icons'
import { siteParams, type SiteParams } from '@/lib/siteParams'

/** /_icons: the icon sprite on a page of its own (no site header or footer), for designers. */
export default async function IconsPage({ params }: { params: Promise<SiteParams> }) {
  await siteParams(params)
  const valid = icons.filter((icon) => isValidViewBox(icon.viewBox))
  return (
    <main className="page icons-page">
      <h1>Icons</h1>
      <svg xmlns="http://www.w3.org/2000/svg" style={{ display: 'none' }}>
        {valid.map((icon) => (
          <symbol key={icon.id} id={`icon-${icon.id}`} viewBox={icon.viewBox}>
            <path d={icon.path} />
          </symbol>
        ))}
      </svg>
      <ul className="icon-grid">
        {valid.map((icon) => (
          <li key={icon.id}>
            <svg width="32" height="32" aria-hidden="true" focusable="false">
              <use href={`#icon-${icon.id}`} />
            </svg>
            <code>{icon.id}</code>
            <small>{icon.viewBox}</small>
          </li>
        ))}
      </ul>
    </main>
  )
}
