import { defaultLocale, type LocaleCode } from '@/i18n/locales'

/** The site's name in document titles. */
export const SITE_NAME = 'Shopping Guide'

/** The lengths Payload's SEO panel (and search engines' result pages) want of a title and description. */
export const META_TITLE = { min: 50, max: 60 } as const
export const META_DESCRIPTION = { min: 100, max: 150 } as const

/** Meta descriptions are cut here, at a word boundary, so search engines show them whole. */
export const META_DESCRIPTION_MAX = META_DESCRIPTION.max

type Kind = 'store' | 'guide' | 'product'

/**
 * What a title can say besides the name, from short to long, so that any name finds a title of the
 * right length. Kept in this file, not the site's catalogues: the seed and the admin use them too.
 */
const descriptors: Record<Kind, Record<LocaleCode, string[]>> = {
  store: {
    en: [
      'shop',
      'online shop',
      'offers and delivery',
      'online shop with offers',
      'online shop, offers and delivery',
      'online shop: offers, delivery and returns',
    ],
    de: [
      'Shop',
      'Onlineshop',
      'Angebote und Versand',
      'Onlineshop mit Angeboten',
      'Onlineshop, Angebote und Lieferung',
      'Onlineshop: Angebote, Lieferung und Rückgabe',
    ],
    fr: [
      'boutique',
      'boutique en ligne',
      'offres et livraison',
      'boutique en ligne et offres',
      'boutique en ligne, offres et livraison',
      'boutique en ligne : offres, livraison et retours',
    ],
    it: [
      'negozio',
      'negozio online',
      'offerte e consegna',
      'negozio online e offerte',
      'negozio online, offerte e consegna',
      'negozio online: offerte, consegna e resi',
    ],
    es: [
      'tienda',
      'tienda online',
      'ofertas y envío',
      'tienda online y ofertas',
      'tienda online, ofertas y envío',
      'tienda online: ofertas, envíos y devoluciones',
    ],
    fi: [
      'kauppa',
      'verkkokauppa',
      'tarjoukset ja toimitus',
      'verkkokauppa ja tarjoukset',
      'verkkokauppa, tarjoukset ja toimitus',
      'verkkokauppa: tarjoukset, toimitus ja palautukset',
    ],
    nl: [
      'winkel',
      'webwinkel',
      'aanbiedingen en levering',
      'webwinkel met aanbiedingen',
      'webwinkel, aanbiedingen en levering',
      'webwinkel: aanbiedingen, levering en retour',
    ],
    no: [
      'butikk',
      'nettbutikk',
      'tilbud og levering',
      'nettbutikk med tilbud',
      'nettbutikk, tilbud og levering',
      'nettbutikk: tilbud, levering og retur',
    ],
    pl: [
      'sklep',
      'sklep internetowy',
      'oferty i dostawa',
      'sklep internetowy i oferty',
      'sklep internetowy, oferty i dostawa',
      'sklep internetowy: oferty, dostawa i zwroty',
    ],
    pt: [
      'loja',
      'loja on-line',
      'ofertas e entrega',
      'loja on-line e ofertas',
      'loja on-line, ofertas e entrega',
      'loja on-line: ofertas, entrega e trocas',
    ],
    sv: [
      'butik',
      'nätbutik',
      'erbjudanden och leverans',
      'nätbutik med erbjudanden',
      'nätbutik, erbjudanden och leverans',
      'nätbutik: erbjudanden, leverans och returer',
    ],
  },
  product: {
    en: [
      'prices',
      'price comparison',
      'compare prices and shops',
      'price comparison of shops and offers',
      'compare prices, shops and delivery costs',
      'price comparison: shops, offers and delivery',
    ],
    de: [
      'Preise',
      'Preisvergleich',
      'Preise und Shops vergleichen',
      'Preisvergleich der Shops und Angebote',
      'Preise, Shops und Versandkosten vergleichen',
      'Preisvergleich: Shops, Angebote und Lieferung',
    ],
    fr: [
      'prix',
      'comparateur de prix',
      'comparer prix et boutiques',
      'comparateur de prix des boutiques',
      'comparer les prix, boutiques et livraisons',
      'comparateur de prix : boutiques, offres, livraison',
    ],
    it: [
      'prezzi',
      'confronto prezzi',
      'confronta prezzi e negozi',
      'confronto prezzi di negozi e offerte',
      'confronta prezzi, negozi e costi di spedizione',
      'confronto prezzi: negozi, offerte e consegna',
    ],
    es: [
      'precios',
      'comparador de precios',
      'compara precios y tiendas',
      'comparador de precios de tiendas',
      'compara precios, tiendas y gastos de envío',
      'comparador de precios: tiendas, ofertas y envío',
    ],
    fi: [
      'hinnat',
      'hintavertailu',
      'vertaa hintoja ja kauppoja',
      'kauppojen ja tarjousten hintavertailu',
      'vertaa hintoja, kauppoja ja toimituskuluja',
      'hintavertailu: kaupat, tarjoukset ja toimitus',
    ],
    nl: [
      'prijzen',
      'prijsvergelijking',
      'vergelijk prijzen en winkels',
      'prijsvergelijking van winkels',
      'vergelijk prijzen, winkels en verzendkosten',
      'prijsvergelijking: winkels, aanbiedingen en levering',
    ],
    no: [
      'priser',
      'prissammenligning',
      'sammenlign priser og butikker',
      'prissammenligning av butikker',
      'sammenlign priser, butikker og fraktkostnader',
      'prissammenligning: butikker, tilbud og levering',
    ],
    pl: [
      'ceny',
      'porównanie cen',
      'porównaj ceny i sklepy',
      'porównanie cen w sklepach',
      'porównanie cen w sklepach i ofertach',
      'porównaj ceny, sklepy i koszty dostawy',
      'porównanie cen: sklepy, oferty i dostawa',
    ],
    pt: [
      'preços',
      'comparação de preços',
      'compare preços e lojas',
      'comparação de preços de lojas',
      'compare preços, lojas e custos de envio',
      'comparação de preços: lojas, ofertas e entrega',
    ],
    sv: [
      'priser',
      'prisjämförelse',
      'jämför priser och butiker',
      'prisjämförelse av butiker',
      'jämför priser, butiker och fraktkostnader',
      'prisjämförelse: butiker, erbjudanden och leverans',
    ],
  },
  guide: {
    en: [
      'tips',
      'guide',
      'buying guide',
      'tips and advice',
      'buying guide and tips',
      'buying guide with tips and advice',
      'buying guide: tips, advice and mistakes to avoid',
    ],
    de: [
      'Tipps',
      'Ratgeber',
      'Kaufratgeber',
      'Tipps und Rat',
      'Kaufratgeber mit Tipps',
      'Kaufratgeber mit Tipps und Rat',
      'Kaufratgeber mit Tipps und Empfehlungen',
      'Kaufratgeber: Tipps, Empfehlungen und typische Fehler',
    ],
    fr: [
      'conseils',
      'guide',
      "guide d'achat",
      'conseils et astuces',
      "guide d'achat et conseils",
      "guide d'achat avec conseils et astuces",
      "guide d'achat : conseils, astuces et erreurs à éviter",
    ],
    it: [
      'consigli',
      'guida',
      "guida all'acquisto",
      'consigli utili',
      "guida all'acquisto e consigli",
      "guida all'acquisto con consigli pratici",
      "guida all'acquisto: consigli pratici ed errori da evitare",
    ],
    es: [
      'consejos',
      'guía',
      'guía de compra',
      'consejos útiles',
      'guía de compra y consejos',
      'guía de compra con consejos',
      'guía de compra con consejos prácticos',
      'guía de compra: consejos prácticos y errores que evitar',
    ],
    fi: [
      'vinkit',
      'opas',
      'ostoopas',
      'vinkit ja neuvot',
      'ostoopas ja vinkit',
      'ostoopas, vinkit ja neuvot',
      'ostoopas: vinkit, neuvot ja yleisimmät virheet',
    ],
    nl: [
      'tips',
      'gids',
      'koopgids',
      'tips en advies',
      'koopgids met tips',
      'koopgids met tips en advies',
      'koopgids met praktische tips en advies',
      'koopgids: tips, advies en veelgemaakte fouten',
    ],
    no: [
      'tips',
      'guide',
      'kjøpeguide',
      'tips og råd',
      'kjøpeguide med tips',
      'kjøpeguide med tips og råd',
      'kjøpeguide: tips, råd og vanlige feil',
    ],
    pl: [
      'porady',
      'poradnik',
      'poradnik zakupowy',
      'porady i wskazówki',
      'poradnik zakupowy i porady',
      'poradnik zakupowy z poradami i wskazówkami',
      'poradnik zakupowy: porady, wskazówki i częste błędy',
    ],
    pt: [
      'dicas',
      'guia',
      'guia de compra',
      'dicas e conselhos',
      'guia de compra e dicas',
      'guia de compra com dicas e conselhos',
      'guia de compra: dicas, conselhos e erros a evitar',
    ],
    sv: [
      'tips',
      'guide',
      'köpguide',
      'tips och råd',
      'köpguide med tips',
      'köpguide med tips och råd',
      'köpguide med tips, råd och exempel',
      'köpguide: tips, råd och vanliga misstag',
    ],
  },
}

const fitsLength = (length: number, { min, max }: { min: number; max: number }) =>
  length >= min && length <= max
const fits = (text: string, limits: { min: number; max: number }) => fitsLength(text.length, limits)

/** The text with its runs of white space made one space, trimmed; most already are (no copy made). */
const singleSpaced = (text: string | null | undefined) =>
  /\s\s|[^\S ]/.test(text ?? '') ? (text ?? '').replace(/\s+/g, ' ').trim() : (text ?? '').trim()

/** Between a name and what the page is. */
const DASH = ' – '

/** Each descriptor with the word a name that says it already contains (lower case), made once. */
const descriptorKeys = new WeakMap<readonly string[], { extra: string; key: string }[]>()
function keyedDescriptors(all: readonly string[]): { extra: string; key: string }[] {
  let keyed = descriptorKeys.get(all)
  if (!keyed) {
    keyed = all.map((extra) => ({ extra, key: extra.toLowerCase().split(/[ :,]/)[0]! }))
    descriptorKeys.set(all, keyed)
  }
  return keyed
}

/** `text` cut at the last word boundary that keeps it (with an ellipsis) within `max` characters. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text
  const head = text.slice(0, max - 1)
  const space = head.lastIndexOf(' ')
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:–-]+$/, '')}…`
}

/**
 * A document's title for search engines: the name with the site's, and where that is too short, what
 * the page offers ("Nordvik Outfitters – online shop, offers and delivery | Shopping Guide"), within
 * the 50–60 characters the SEO panel checks. Without a kind, the name and the site's name only.
 */
export function metaTitle(
  title: string | null | undefined,
  locale: LocaleCode = defaultLocale,
  kind?: Kind,
): string {
  const name = singleSpaced(title)
  if (!name) return SITE_NAME
  const plain = `${name} | ${SITE_NAME}`
  if (!kind) return plain
  if (fits(plain, META_TITLE)) return plain
  if (fits(name, META_TITLE)) return name
  // Rather not what the name says already ("Tablet buying guide – buying guide").
  const lower = name.toLowerCase()
  const all = keyedDescriptors(descriptors[kind][locale] ?? descriptors[kind][defaultLocale])
  const extras = [
    ...all.filter(({ key }) => !lower.includes(key)),
    ...all.filter(({ key }) => lower.includes(key)),
  ]
  // The first that fits with the site's name, else the first without; made only once chosen (a
  // title is asked for each document in every language: the bulk seed asks 660 000).
  const suffix = ` | ${SITE_NAME}`
  const withSite = extras.find(({ extra }) =>
    fitsLength(name.length + DASH.length + extra.length + suffix.length, META_TITLE),
  )
  if (withSite) return `${name}${DASH}${withSite.extra}${suffix}`
  const alone = extras.find(({ extra }) =>
    fitsLength(name.length + DASH.length + extra.length, META_TITLE),
  )
  if (alone) return `${name}${DASH}${alone.extra}`
  // A name longer than a title: its first part ("Tablet buying guide: screen, …") with what the page
  // is, or else its words up to the limit, which read as a title without an ellipsis.
  const parts = /^(.{12,}?)\s*([:?,–])\s/.exec(name)
  const head = parts && `${parts[1]}${parts[2] === '?' ? '?' : ''}`
  if (head) {
    const title = metaTitle(head, locale, kind)
    if (fits(title, META_TITLE)) return title
  }
  const words = name.slice(0, META_TITLE.max + 1).split(' ')
  const shortened = words
    .slice(0, -1)
    .join(' ')
    .replace(/[\s,;:–-]+$/, '')
  return shortened.length >= META_TITLE.min ? shortened : cut(name, META_TITLE.max)
}

/**
 * A description for search engines from the document's texts, in order: as many as are needed to
 * reach the SEO panel's 100 characters, cut at a word within its 150.
 */
export function metaDescription(...texts: (string | null | undefined)[]): string {
  let description = ''
  for (const text of texts) {
    const clean = singleSpaced(text)
    if (!clean || description.includes(clean)) continue
    description = description ? `${description} ${clean}` : clean
    if (description.length >= META_DESCRIPTION.min) break
  }
  return cut(description, META_DESCRIPTION.max)
}

/** A product's name with its brand, which most names already begin with ("Brightfield Smart plug S"). */
export function productTitle({ brand, name }: { brand?: string | null; name: string }): string {
  return brand && !name.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${name}` : name
}
