import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { siteUrl } from '@/config/env'
import { SITE_NAME } from '@/lib/seo'

import './site.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: 'Uncover the top deals and sellers: stores, products and shopping guides.',
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" dir="ltr">
      <body>{children}</body>
    </html>
  )
}
