import type { Access } from 'payload'

/** Public reads of content that has no draft state (categories, product groups, media). */
export const anyone: Access = () => true
