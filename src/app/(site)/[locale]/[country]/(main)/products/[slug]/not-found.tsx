import { NotFoundScreen } from '@/components/site/NotFoundScreen'

/** An unknown product. */
export default function NotFound() {
  return <NotFoundScreen invalid />
}
