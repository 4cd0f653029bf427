import { guides } from './guides'
import type { GuideSeed } from './types'

/** Every demo guide; the draft comes last. */
export const allGuides: GuideSeed[] = [
  ...guides.filter((guide) => !guide.draft),
  ...guides.filter((guide) => guide.draft),
]
