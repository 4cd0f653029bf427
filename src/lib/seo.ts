/** The site's name in document titles. */
export const SITE_NAME = 'Shopping Guide'

/** Meta descriptions are cut here, at a word boundary, so search engines show them whole. */
export const META_DESCRIPTION_MAX = 160

export function metaTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME
}

export function metaDescription(text: string | null | undefined): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim()
  if (clean.length <= META_DESCRIPTION_MAX) return clean
  const cut = clean.slice(0, META_DESCRIPTION_MAX - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`
}
