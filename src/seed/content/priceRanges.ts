/**
 * What a product of each demo subcategory costs, in euros: the range its base price is drawn from
 * (src/seed/bulk/generate.ts), so a laptop is never 6 EUR nor a novel 288 USD. Keyed by the
 * subcategories' seoSlug (content/categories/tree.json); the nouns in the comments are the
 * products' names.
 * No minimum is below 2.5: from 2 on, a price point (src/lib/currencies.ts) stays within 3 % of a price.
 */
export const priceRanges: Readonly<Record<string, readonly [min: number, max: number]>> = {
  // Fashion
  clothing: [39, 349], // jacket
  shoes: [39, 219], // sneaker
  accessories: [19, 249], // watch
  sportswear: [15, 79], // training shirt
  jewellery: [25, 599], // necklace
  bags: [29, 449], // handbag
  watches: [59, 899], // wristwatch
  // Electronics
  laptops: [399, 2499],
  smartphones: [149, 1499],
  'tv-audio': [29, 499], // speaker
  cameras: [299, 2999],
  tablets: [149, 1299],
  gaming: [29, 199], // controller
  wearables: [79, 899], // smartwatch
  'smart-home': [9, 49], // smart plug
  // Home & garden
  furniture: [299, 2499], // sofa
  kitchen: [15, 149], // frying pan
  garden: [15, 99], // garden hose
  lighting: [39, 399], // floor lamp
  bedding: [29, 299], // duvet
  decor: [9, 129], // vase
  tools: [39, 349], // cordless drill
  // Beauty & health
  skincare: [5, 89], // face cream
  fragrances: [19, 189], // perfume
  vitamins: [5, 39], // multivitamin
  makeup: [4, 45], // lipstick
  'hair-care': [19, 399], // hair dryer
  'oral-care': [19, 249], // electric toothbrush
  // Sports & outdoors
  running: [59, 219], // running shoe
  cycling: [29, 249], // bike helmet
  camping: [49, 799], // tent
  fitness: [12, 119], // yoga mat
  swimming: [15, 119], // swimsuit
  'winter-sports': [79, 599], // ski jacket
  // Kids & toys
  toys: [9, 249], // building set
  baby: [149, 1299], // stroller
  'school-supplies': [19, 149], // school backpack
  'kids-clothing': [15, 89], // rain jacket
  'outdoor-play': [99, 799], // trampoline
  // Food & drink
  groceries: [4, 39], // olive oil
  wine: [5, 89], // red wine
  'coffee-tea': [19, 349], // coffee grinder
  snacks: [2.5, 12], // cereal bars (a box)
  organic: [4, 29], // organic honey
  // Travel
  luggage: [49, 699], // suitcase
  hotels: [49, 499], // hotel voucher
  flights: [49, 899], // flight voucher
  'car-rental': [29, 499], // rental voucher
  'travel-accessories': [9, 49], // neck pillow
  // Books & media
  books: [8, 29], // novel
  ebooks: [3, 19],
  music: [15, 49], // vinyl record
  movies: [15, 99], // Blu-ray box set
  magazines: [19, 149], // a year's subscription
  // Pets
  'dog-supplies': [19, 199], // dog bed
  'cat-supplies': [19, 199], // scratching post
  aquarium: [15, 249], // aquarium filter
  'pet-food': [9, 89], // dry food
  // Auto & motorcycle
  'car-parts': [59, 249], // car battery
  tyres: [49, 299], // tyre
  'car-care': [7, 49], // car wax
  'motorcycle-gear': [89, 899], // motorcycle helmet
  // Office & business
  'office-supplies': [2.5, 15], // ring binder
  printers: [99, 899], // laser printer
  'office-furniture': [79, 1199], // office chair
  software: [19, 499], // software licence
}

/**
 * The base price at `position` (0–1) in `subcategory`'s range, in euros: spread evenly on a log
 * scale and leaning to the cheap end, as shop assortments do (many 20-euro items, few 200-euro ones).
 */
export function basePriceAt(subcategory: string, position: number): number {
  const range = priceRanges[subcategory]
  if (!range) throw new Error(`No price range for the subcategory "${subcategory}"`)
  const [min, max] = range
  return min * Math.pow(max / min, Math.pow(position, 1.5))
}
