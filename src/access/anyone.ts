import type { Access } from 'payload'

/** Public reads of content that has no draft state (categories, products, media). */
export const anyone: Access = () => true
