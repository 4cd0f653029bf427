import type { Language } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'

import finnish from './payload-fi.json'

type Tree = { [key: string]: string | Tree }

/** `translated` over `english`, key by key: a text Finnish lacks stays readable (in English). */
function over(english: Tree, translated: Tree): Tree {
  const merged: Tree = { ...english }
  for (const [key, value] of Object.entries(translated)) {
    const base = english[key]
    merged[key] =
      typeof value === 'object' && base && typeof base === 'object' ? over(base, value) : value
  }
  return merged
}

/**
 * Payload ships no Finnish admin: this is its interface (and its plugins' and the editor's texts)
 * translated for the project. date-fns has Finnish, but Payload's loader does not know it yet, so
 * dates keep the English format.
 */
export const fi: Language = {
  dateFNSKey: 'en-US',
  translations: over(
    en.translations as unknown as Tree,
    finnish as Tree,
  ) as Language['translations'],
}

/**
 * The Finnish texts of Payload's plugins and rich-text editor. Payload sends the browser only its
 * core keys from a language's translations; the plugins' come from the config's custom
 * translations, where each plugin puts its own languages (none has Finnish): without these there,
 * a Finnish editor saw keys such as "plugin-seo:autoGenerate" in the SEO panel.
 */
const PLUGIN_NAMESPACES = ['plugin-seo', 'plugin-redirects', 'plugin-import-export', 'lexical']
export const finnishPluginTexts = Object.fromEntries(
  PLUGIN_NAMESPACES.map((namespace) => [namespace, (finnish as Tree)[namespace]]),
) as Tree
