import { isSafeRichTextLink } from '@/lib/safeUrl'

/** A link node's fields as the editor stores them. */
export type LinkFields = { linkType?: string; url?: unknown }

type LexicalNode = { type?: string; fields?: LinkFields; children?: LexicalNode[] }

/** The address of a link the editor has just started, before its drawer is submitted. */
export const PROVISIONAL_LINK = 'https://'

/** True when a link's address may stay: links to documents, and the safe-URL rule for the rest. */
export const isAcceptedLink = (fields: LinkFields | undefined) =>
  fields?.linkType === 'internal' || isSafeRichTextLink(fields?.url)

/** The links of a rich text, in the order the editor shows them. */
export function linksOf(content: unknown): LinkFields[] {
  const links: LinkFields[] = []
  const visit = (node: LexicalNode) => {
    if (node.type === 'link' || node.type === 'autolink') links.push(node.fields ?? {})
    node.children?.forEach(visit)
  }
  const root = (content as { root?: LexicalNode } | null)?.root
  if (root) visit(root)
  return links
}

/** For each link of a rich text, in the order the editor shows them, whether it would be refused. */
export const refusedLinks = (content: unknown): boolean[] =>
  linksOf(content).map((fields) => !isAcceptedLink(fields))

/** True when a value is the editor's rich text (a document with a root node). */
export const isRichText = (value: unknown): boolean =>
  typeof (value as { root?: unknown } | null)?.root === 'object'
