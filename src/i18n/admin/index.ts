import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { it } from '@payloadcms/translations/languages/it'
import { nb } from '@payloadcms/translations/languages/nb'
import { nl } from '@payloadcms/translations/languages/nl'
import { pl } from '@payloadcms/translations/languages/pl'
import { pt } from '@payloadcms/translations/languages/pt'
import { sv } from '@payloadcms/translations/languages/sv'

import { labelForms } from './labelForms'
import { fi, finnishPluginTexts } from './payloadFi'
import pluginTexts from './plugin-texts.json'

/**
 * The admin's interface languages: Payload's own translations (and ours for Finnish, which Payload
 * lacks). The project's own labels and messages come from ./text.
 */
export const adminLanguages = { en, de, fr, it, es, fi, nl, nb, pl, pt, sv }

/**
 * The config's custom translations: the plugins' texts in the admin languages they do not ship
 * (Payload sends the browser plugin texts from here only), and Payload's own sentences around a
 * label, in the word order our labels need (./labelForms). The redirects plugin speaks English,
 * Spanish, French, Portuguese and Swedish; none of the plugins speaks Finnish.
 */
export const adminCustomTranslations = {
  ...pluginTexts,
  de: { ...pluginTexts.de, ...labelForms.de },
  pl: { ...pluginTexts.pl, ...labelForms.pl },
  fi: finnishPluginTexts,
}
