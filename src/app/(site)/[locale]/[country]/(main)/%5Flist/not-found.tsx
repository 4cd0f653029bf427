import { NotFoundScreen } from '@/components/site/NotFoundScreen'

/**
 * A list's failed validity check (a page past its last, an unknown category, shop or group), as the
 * browser draws it over the server's 404 page (NotFoundPage).
 */
export default function NotFound() {
  return <NotFoundScreen invalid />
}
