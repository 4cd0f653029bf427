import { NotFoundScreen } from '@/components/site/NotFoundScreen'

/** Guides of an unknown category, as the browser draws them over the server's 404 page. */
export default function NotFound() {
  return <NotFoundScreen invalid what="category" />
}
