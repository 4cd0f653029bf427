/** Marks the words of a result's name that the query matched, without HTML (React renders the parts). */
export interface Segment {
  text: string
  match: boolean
}

/** Lower case without accents, as the database's search_normalize. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * Splits `text` into runs, marking each word that starts with one of `terms` (the query's stems and
 * corrected words, already folded). Words are runs of letters and digits.
 */
export function highlight(text: string, terms: string[]): Segment[] {
  const stems = terms.map(fold).filter((term) => term.length >= 2)
  const segments: Segment[] = []
  const push = (part: string, match: boolean) => {
    const last = segments.at(-1)
    if (last && last.match === match) last.text += part
    else segments.push({ text: part, match })
  }
  for (const part of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!part) continue
    const word = fold(part)
    push(part, /[\p{L}\p{N}]/u.test(part) && stems.some((stem) => word.startsWith(stem)))
  }
  return segments
}
