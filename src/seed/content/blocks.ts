import type { TextBlock } from './types'

/** Shorthands for writing rich-text bodies in the content files. */
export const h2 = (text: string): TextBlock => ({ type: 'h2', text })
export const p = (text: string): TextBlock => ({ type: 'p', text })
export const ul = (...items: string[]): TextBlock => ({ type: 'ul', items })
