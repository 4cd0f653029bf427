import { NotFoundScreen } from '@/components/site/NotFoundScreen'

/** An unknown store. */
export default function NotFound() {
  return <NotFoundScreen invalid />
}
