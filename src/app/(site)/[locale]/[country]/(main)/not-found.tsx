import { NotFoundScreen } from '@/components/site/NotFoundScreen'

/** No route matches. */
export default function NotFound() {
  return <NotFoundScreen />
}
