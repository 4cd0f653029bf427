import { NotFoundScreen } from '@/components/site/NotFoundScreen'

/** An unknown product group, one filed under a hidden category, or a page past its last. */
export default function NotFound() {
  return <NotFoundScreen invalid />
}
