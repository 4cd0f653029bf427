'use client'

import { FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { RelationshipFieldClient } from 'payload'
import { useMemo, useState } from 'react'

export interface CategoryNode {
  id: number
  name: string
  parent: number | null
}

interface Texts {
  search: string
  none: string
  noMatch: string
  expand: string
  collapse: string
  remove: string
}

type Value = number | number[] | null | undefined

const asList = (value: Value): number[] =>
  Array.isArray(value) ? value : value == null ? [] : [value]

/**
 * The category tree, to pick one category (or several, for a `hasMany` field) where it sits: parents
 * open to their subcategories, a search shows the matches with the branches they are on, and the
 * chosen categories are listed by their path ("Electronics › Laptops").
 */
export function CategoryTree({
  field,
  path,
  readOnly,
  nodes,
  texts,
}: {
  field: {
    label?: RelationshipFieldClient['label']
    required?: boolean
    hasMany?: boolean
    admin?: { readOnly?: boolean }
  }
  path: string
  readOnly?: boolean
  nodes: CategoryNode[]
  texts: Texts
}) {
  const { value, setValue, showError, disabled } = useField<Value>({ path })
  const many = Boolean(field.hasMany)
  const selected = asList(value)
  const locked = Boolean(readOnly || disabled || field.admin?.readOnly)

  const { byId, children } = useMemo(() => {
    const byId = new Map(nodes.map((node) => [node.id, node]))
    const children = new Map<number | null, CategoryNode[]>()
    for (const node of nodes) {
      const parent = node.parent !== null && byId.has(node.parent) ? node.parent : null
      children.set(parent, [...(children.get(parent) ?? []), node])
    }
    return { byId, children }
  }, [nodes])
  const trail = (id: number): CategoryNode[] => {
    const chain: CategoryNode[] = []
    for (let node = byId.get(id); node && chain.length < 20; node = byId.get(node.parent ?? -1))
      chain.unshift(node)
    return chain
  }

  const [query, setQuery] = useState('')
  // The branches of the chosen categories start open.
  const [open, setOpen] = useState<Set<number>>(
    () =>
      new Set(
        selected.flatMap((id) =>
          trail(id)
            .slice(0, -1)
            .map((node) => node.id),
        ),
      ),
  )
  const needle = query.trim().toLocaleLowerCase()
  const visible = useMemo(() => {
    if (!needle) return null
    const shown = new Set<number>()
    for (const node of nodes) {
      if (!node.name.toLocaleLowerCase().includes(needle)) continue
      for (let current: CategoryNode | undefined = node; current;) {
        shown.add(current.id)
        current = current.parent === null ? undefined : byId.get(current.parent)
      }
    }
    return shown
  }, [needle, nodes, byId])

  const choose = (id: number, checked: boolean) => {
    if (locked) return
    if (!many) return setValue(checked ? id : null)
    setValue(
      checked
        ? [...selected.filter((other) => other !== id), id]
        : selected.filter((other) => other !== id),
    )
  }

  const branch = (parent: number | null, depth: number) => {
    const items = (children.get(parent) ?? []).filter((node) => !visible || visible.has(node.id))
    if (!items.length) return null
    return (
      <ul className="category-tree__list" role={depth === 0 ? 'tree' : 'group'}>
        {items.map((node) => {
          const kids = children.get(node.id)?.length ?? 0
          const expanded = Boolean(visible) || open.has(node.id)
          const checked = selected.includes(node.id)
          return (
            <li
              key={node.id}
              role="treeitem"
              aria-expanded={kids ? expanded : undefined}
              aria-selected={checked}
            >
              <div className="category-tree__row">
                {kids ? (
                  <button
                    type="button"
                    className="category-tree__toggle"
                    aria-label={`${expanded ? texts.collapse : texts.expand}: ${node.name}`}
                    onClick={() =>
                      setOpen((current) => {
                        const next = new Set(current)
                        if (next.has(node.id)) next.delete(node.id)
                        else next.add(node.id)
                        return next
                      })
                    }
                  >
                    {expanded ? '▾' : '▸'}
                  </button>
                ) : (
                  <span className="category-tree__toggle" aria-hidden />
                )}
                <label>
                  <input
                    type={many ? 'checkbox' : 'radio'}
                    name={path}
                    value={node.id}
                    checked={checked}
                    disabled={locked}
                    onChange={(event) => choose(node.id, event.target.checked)}
                  />
                  {node.name}
                </label>
              </div>
              {expanded ? branch(node.id, depth + 1) : null}
            </li>
          )
        })}
      </ul>
    )
  }

  return (
    <div className="field-type category-tree" id={`field-${path.replace(/\./g, '__')}`}>
      <FieldLabel label={field.label} path={path} required={field.required} />
      <FieldError path={path} showError={showError} />
      <p className="category-tree__chosen" aria-live="polite">
        {selected.length
          ? selected.map((id) => (
              <span key={id} className="category-tree__chip">
                {trail(id)
                  .map((node) => node.name)
                  .join(' › ')}
                {!locked ? (
                  <button
                    type="button"
                    aria-label={texts.remove.replace('{name}', byId.get(id)?.name ?? String(id))}
                    onClick={() => choose(id, false)}
                  >
                    ×
                  </button>
                ) : null}
              </span>
            ))
          : texts.none}
      </p>
      <input
        type="search"
        className="category-tree__search"
        placeholder={texts.search}
        aria-label={texts.search}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="category-tree__scroll">
        {branch(null, 0) ?? <p>{texts.noMatch.replace('{query}', query.trim())}</p>}
      </div>
    </div>
  )
}
