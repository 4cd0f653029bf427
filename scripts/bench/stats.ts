/** The benchmarks' order statistics, one definition for every figure they report. */

/** Nearest rank (`p` from 0 to 1): the p95 of 40 samples is the 38th smallest. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('no samples')
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!
}

/** The middle sample, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no samples')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
