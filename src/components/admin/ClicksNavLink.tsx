import Link from 'next/link'

/** The clicks report in the admin's navigation, after the collections. */
export function ClicksNavLink() {
  return (
    <Link href="/admin/clicks" className="nav__link" id="nav-clicks-report">
      <span className="nav__link-label">Clicks report</span>
    </Link>
  )
}
