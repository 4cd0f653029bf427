import { notFound } from 'next/navigation'

/**
 * The benchmark's yardstick (`npm run bench -- pages`): a minimal page of a chosen size, served by the
 * same build, proxy and root layout as the site's cached pages. Only there when BENCH_BASELINE=1.
 */
export function generateStaticParams() {
  return []
}

export default async function BenchBaseline({ params }: { params: Promise<{ bytes: string }> }) {
  const bytes = Number((await params).bytes)
  if (process.env.BENCH_BASELINE !== '1' || !Number.isInteger(bytes) || bytes < 1 || bytes > 2e6) {
    notFound()
  }
  return <p>{'x'.repeat(bytes)}</p>
}
