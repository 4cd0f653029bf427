import { notFound } from 'next/navigation'

/** No route matches: the 404 page with "Page not found: {path}". */
export default function Unmatched() {
  notFound()
}
