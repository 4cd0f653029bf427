import { NotFoundScreen } from '@/components/site/NotFoundScreen'

/** An unknown category, or a subcategory under the wrong parent. */
export default function NotFound() {
  return <NotFoundScreen invalid what="category" />
}
