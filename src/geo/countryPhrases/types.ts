import type { CountryCode } from '../countries'

/**
 * How one language puts a country after "in" and "to". Most names take the default rule; names that
 * need an article, another preposition or an inflected form ("in der Schweiz", "aux États-Unis",
 * "negli Stati Uniti") are written out whole, keyed by code.
 */
export interface PhraseRules {
  /** "in {name}" for a name without an exception. */
  in: (name: string, code: CountryCode) => string
  /** "to {name}" (delivery, shipping) for a name without an exception. */
  to: (name: string, code: CountryCode) => string
  /** [in, to] written out for the codes the default rule gets wrong. */
  exceptions: Partial<Record<CountryCode, readonly [inPhrase: string, toPhrase: string]>>
}
