import type { ReactNode } from 'react'

import '../(site)/[locale]/[country]/site.css'

/** The editors' live preview: its own document, outside the language routing. */
export default function PreviewLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" dir="ltr">
      <body>{children}</body>
    </html>
  )
}
