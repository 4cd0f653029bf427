import type { LocaleCode } from '@/i18n/locales'

/** The /api's user-visible not-found messages, in every site language. */
const messages = {
  publicationNotFound: {
    en: 'Publication not found',
    de: 'Publikation nicht gefunden',
    fr: 'Publication introuvable',
    it: 'Pubblicazione non trovata',
    es: 'Publicación no encontrada',
    fi: 'Julkaisua ei löytynyt',
    nl: 'Publicatie niet gevonden',
    no: 'Publikasjonen ble ikke funnet',
    pl: 'Nie znaleziono publikacji',
    pt: 'Publicação não encontrada',
    sv: 'Publikationen hittades inte',
  },
  categoryNotFound: {
    en: 'Category not found',
    de: 'Kategorie nicht gefunden',
    fr: 'Catégorie introuvable',
    it: 'Categoria non trovata',
    es: 'Categoría no encontrada',
    fi: 'Kategoriaa ei löytynyt',
    nl: 'Categorie niet gevonden',
    no: 'Kategorien ble ikke funnet',
    pl: 'Nie znaleziono kategorii',
    pt: 'Categoria não encontrada',
    sv: 'Kategorin hittades inte',
  },
  storeNotFound: {
    en: 'Store not found',
    de: 'Shop nicht gefunden',
    fr: 'Boutique introuvable',
    it: 'Negozio non trovato',
    es: 'Tienda no encontrada',
    fi: 'Kauppaa ei löytynyt',
    nl: 'Winkel niet gevonden',
    no: 'Butikken ble ikke funnet',
    pl: 'Nie znaleziono sklepu',
    pt: 'Loja não encontrada',
    sv: 'Butiken hittades inte',
  },
  productNotFound: {
    en: 'Product not found',
    de: 'Produkt nicht gefunden',
    fr: 'Produit introuvable',
    it: 'Prodotto non trovato',
    es: 'Producto no encontrado',
    fi: 'Tuotetta ei löytynyt',
    nl: 'Product niet gevonden',
    no: 'Produktet ble ikke funnet',
    pl: 'Nie znaleziono produktu',
    pt: 'Produto não encontrado',
    sv: 'Produkten hittades inte',
  },
  groupNotFound: {
    en: 'Product group not found',
    de: 'Produktgruppe nicht gefunden',
    fr: 'Groupe de produits introuvable',
    it: 'Gruppo di prodotti non trovato',
    es: 'Grupo de productos no encontrado',
    fi: 'Tuoteryhmää ei löytynyt',
    nl: 'Productgroep niet gevonden',
    no: 'Produktgruppen ble ikke funnet',
    pl: 'Nie znaleziono grupy produktów',
    pt: 'Grupo de produtos não encontrado',
    sv: 'Produktgruppen hittades inte',
  },
} satisfies Record<string, Record<LocaleCode, string>>

export type MessageKey = keyof typeof messages

export const message = (key: MessageKey, lang: LocaleCode): string => messages[key][lang]
