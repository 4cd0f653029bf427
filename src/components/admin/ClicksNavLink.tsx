import Link from 'next/link'
import type { ServerProps } from 'payload'

import { adminMessage } from '@/i18n/admin/text'

/** The clicks report in the admin's navigation, after the collections. */
export function ClicksNavLink({ i18n }: ServerProps) {
  return (
    <Link href="/admin/clicks" className="nav__link" id="nav-clicks-report">
      <span className="nav__link-label">{adminMessage(i18n?.language, 'clicksNav')}</span>
    </Link>
  )
}
