/**
 * Names the document a public page shows, for the edit bar of a signed-in editor (./EditBar): a
 * hidden element in the cached page, the same for every visitor.
 */
export function EditTarget({
  collection,
  global,
  id,
}: {
  collection?: string
  global?: string
  id?: number | string
}) {
  const target = global ? `globals/${global}` : `collections/${collection}/${id}`
  return <span hidden data-edit={target} />
}
