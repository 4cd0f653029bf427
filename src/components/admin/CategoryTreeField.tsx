import type { RelationshipFieldServerComponent } from 'payload'

import { adminMessage } from '@/i18n/admin/text'

import { CategoryTree, type CategoryNode } from './CategoryTree'

/**
 * The category fields' input: the whole tree (some eighty categories), named in the language being
 * edited, read once with the form. A category's own parent cannot be itself or one of its descendants.
 */
export const CategoryTreeField: RelationshipFieldServerComponent = async ({
  clientField,
  collectionSlug,
  id,
  path,
  readOnly,
  req,
}) => {
  const { docs } = await req.payload.find({
    collection: 'post-categories',
    depth: 0,
    pagination: false,
    locale: req.locale ?? undefined,
    select: { name: true, parent: true },
    sort: ['sortOrder', 'name'],
    req,
  })
  let nodes: CategoryNode[] = docs.map((doc) => ({
    id: doc.id,
    name: doc.name ?? String(doc.id),
    parent: (typeof doc.parent === 'object' ? doc.parent?.id : doc.parent) ?? null,
  }))
  if (collectionSlug === 'post-categories' && id !== undefined) {
    const own = new Set([Number(id)])
    for (let grew = true; grew;) {
      grew = false
      for (const node of nodes) {
        if (node.parent !== null && own.has(node.parent) && !own.has(node.id)) {
          own.add(node.id)
          grew = true
        }
      }
    }
    nodes = nodes.filter((node) => !own.has(node.id))
  }
  const language = req.i18n?.language
  return (
    <CategoryTree
      field={clientField}
      path={path}
      readOnly={readOnly}
      nodes={nodes}
      texts={{
        search: adminMessage(language, 'categorySearch'),
        none: adminMessage(language, 'categoryNone'),
        noMatch: adminMessage(language, 'categoryNoMatch'),
        expand: adminMessage(language, 'categoryExpand'),
        collapse: adminMessage(language, 'categoryCollapse'),
        remove: adminMessage(language, 'categoryRemove'),
      }}
    />
  )
}
