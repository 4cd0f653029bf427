import { coffeeTeaGuide } from './guide-coffee-tea'
import { hotelsGuide } from './guide-hotels'
import { luggageGuide } from './guide-luggage'
import { organicGuide } from './guide-organic'
import { snacksGuide } from './guide-snacks'
import { wineGuide } from './guide-wine'
import { guides } from './guides'
import { guidesA } from './guides-a'
import { guidesB1 } from './guides-b1'
import { guidesC } from './guides-c'
import { guidesD } from './guides-d'
import type { GuideSeed } from './types'

/** Every demo guide; the draft comes last. */
export const allGuides: GuideSeed[] = [
  ...guides.filter((guide) => !guide.draft),
  ...guidesA,
  ...guidesB1,
  ...guidesC,
  ...guidesD,
  wineGuide,
  coffeeTeaGuide,
  snacksGuide,
  organicGuide,
  luggageGuide,
  hotelsGuide,
  ...guides.filter((guide) => guide.draft),
]
