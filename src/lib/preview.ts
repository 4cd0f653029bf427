/**
 * The collections an editor previews with their drafts: the admin's live preview frame, the
 * `/preview/{collection}/{id}` route that renders it, and the edit bar's "Preview" link.
 */
export const PREVIEWABLE = ['posts', 'stores', 'products'] as const

export type Previewable = (typeof PREVIEWABLE)[number]
