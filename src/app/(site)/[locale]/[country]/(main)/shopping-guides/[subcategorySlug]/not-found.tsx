import { NotFoundScreen } from '@/components/site/NotFoundScreen'

/** Guides of an unknown category. */
export default function NotFound() {
  return <NotFoundScreen invalid what="category" />
}
