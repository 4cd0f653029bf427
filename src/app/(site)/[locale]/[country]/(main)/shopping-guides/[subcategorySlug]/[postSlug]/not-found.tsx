import { NotFoundScreen } from '@/components/site/NotFoundScreen'

/** An unknown guide, or one under the wrong subcategory. */
export default function NotFound() {
  return <NotFoundScreen invalid what="publication" />
}
