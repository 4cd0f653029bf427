'use client'

import { useAllFormFields, useDocumentInfo, useFormSubmitted } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

import { isRichText, refusedLinks } from '@/fields/richTextLinks'

import { fieldValue, formKey, useFormVerdicts } from './FormStateVerdicts'

/**
 * A field's refused value and the message the save gave for it; for rich text, whether the refusal
 * was of its links, which keeps it as long as a refused link is left.
 */
type Refusal = { value: string; message: string; links?: boolean }

type Fields = ReturnType<typeof useAllFormFields>[0]

/** The class a refused link gets in the editor, with the message as its title. */
const REFUSED_LINK = 'rich-text-link--refused'

/**
 * Refusals of something inside a rich text ("content.url" for a link's address), which no field of
 * the form shows: each with the rich-text field it belongs to.
 */
function insideRichText(fields: Fields) {
  const found: { path: string; field: string; message: string }[] = []
  for (const [path, state] of Object.entries(fields)) {
    if (state.valid !== false || !state.errorMessage) continue
    const segments = path.split('.')
    for (let end = segments.length - 1; end > 0; end--) {
      const parent = segments.slice(0, end).join('.')
      if (isRichText(fields[parent]?.value)) {
        found.push({ path, field: parent, message: state.errorMessage })
        break
      }
    }
  }
  return found
}

/** Marks the refused links of a rich-text field where the editor shows them, and unmarks the rest. */
function markLinks(field: string, content: unknown, message: string | undefined) {
  const editor = document.querySelector(
    `.field-type.rich-text-lexical[data-field-path="${CSS.escape(field)}"] [data-lexical-editor="true"]`,
  )
  if (!editor) return
  const refused = message ? refusedLinks(content) : []
  const anchors = [...editor.querySelectorAll('a')].filter(
    (anchor) => !anchor.closest('[data-lexical-decorator="true"]'),
  )
  anchors.forEach((anchor, index) => {
    const bad = Boolean(refused[index])
    anchor.classList.toggle(REFUSED_LINK, bad)
    if (bad) {
      anchor.setAttribute('aria-invalid', 'true')
      anchor.title = message!
    } else if (anchor.classList.contains(REFUSED_LINK) || anchor.hasAttribute('aria-invalid')) {
      anchor.removeAttribute('aria-invalid')
      anchor.removeAttribute('title')
    }
  })
}

/** How long the form stays still before a mark the server never gave for its value is dropped. */
const STALE_MARK_MS = 1000

/**
 * Keeps the messages of a refused save under their fields until the editor changes that field, and
 * lets no mark stay on a value the server never judged.
 *
 * The form asks the server for fresh field state a moment after each change. When a save is clicked
 * while such a request is due, the request still goes out as "not submitted" (so unvalidated) and
 * its answer lands after the save's refusal, marking every field valid again: the editor is left
 * with a toast naming the field and no mark on it. An answer that leaves a refused field's value as
 * it was cannot have made it right, so its message is put back; an edit of that field (and only of
 * that field: an answer that touches another's value is no reason) lets validation speak again.
 *
 * The other way round, an answer to a request sent before the editor corrected a field marks the
 * corrected value with the old value's message, and the form then sends no request for the
 * correction. Once the form is still and no request is on its way, such a mark is dropped, which
 * makes the form ask again: the answer marks the field only if its value is still wrong.
 */
export function KeepRefusedErrors() {
  const [fields, dispatchFields] = useAllFormFields()
  const submitted = useFormSubmitted()
  const { collectionSlug, globalSlug, id } = useDocumentInfo()
  const verdicts = useFormVerdicts(formKey(collectionSlug ?? globalSlug, id))
  const refused = useRef(new Map<string, Refusal>())
  // Fields changed since their refusal: their old mark, still shown until validation runs again, is
  // no new refusal to keep.
  const edited = useRef(new Set<string>())
  // The value of each field whose mark was dropped: once is enough, whatever the answer says.
  const dropped = useRef(new Map<string, string>())

  useEffect(() => {
    if (!submitted) {
      refused.current = new Map()
      edited.current = new Set()
      dropped.current = new Map()
      return
    }
    // A refusal inside rich text goes onto the rich-text field, which shows it.
    const inside = insideRichText(fields)
    if (inside.length) {
      for (const { path } of inside) dispatchFields({ type: 'REMOVE', path })
      dispatchFields({
        type: 'ADD_SERVER_ERRORS',
        errors: inside.map(({ field, message }) => ({ path: field, message })),
      })
      return
    }
    const lost: { path: string; message: string }[] = []
    for (const [path, field] of Object.entries(fields)) {
      const value = fieldValue(field.value)
      const invalid = field.valid === false && Boolean(field.errorMessage)
      const refusal = refused.current.get(path)
      if (refusal) {
        if (refusal.value !== value && refusal.links && refusedLinks(field.value).some(Boolean)) {
          // Another change of the text, with a refused link still in it.
          refusal.value = value
          if (!invalid) lost.push({ path, message: refusal.message })
        } else if (refusal.value !== value) {
          refused.current.delete(path)
          edited.current.add(path)
        } else if (invalid) refusal.message = field.errorMessage!
        else lost.push({ path, message: refusal.message })
      } else if (invalid && !edited.current.has(path)) {
        // The message an answer gave for an older value is no refusal of this one.
        const verdict = verdicts.byPath.get(path)
        const stale = verdict && verdict.value !== value && verdict.message === field.errorMessage
        if (!stale) {
          const links = isRichText(field.value) && refusedLinks(field.value).some(Boolean)
          refused.current.set(path, { value, message: field.errorMessage!, links })
        }
      }
    }
    if (lost.length) dispatchFields({ type: 'ADD_SERVER_ERRORS', errors: lost })

    const stale = () =>
      Object.entries(fields).filter(([path, field]) => {
        const value = fieldValue(field.value)
        return (
          field.valid === false &&
          !refused.current.has(path) &&
          verdicts.byPath.get(path)?.value !== value &&
          dropped.current.get(path) !== value
        )
      })
    if (!stale().length) return
    const timer = setTimeout(() => {
      if (verdicts.pending) return
      for (const [path, field] of stale()) {
        dropped.current.set(path, fieldValue(field.value))
        dispatchFields({ type: 'UPDATE', path, valid: true, errorMessage: undefined })
      }
    }, STALE_MARK_MS)
    return () => clearTimeout(timer)
  }, [fields, submitted, dispatchFields, verdicts])

  // The editor's links, marked as long as their field's refusal stands.
  useEffect(() => {
    for (const [path, field] of Object.entries(fields)) {
      if (!isRichText(field.value)) continue
      const refusal = refused.current.get(path)
      markLinks(path, field.value, refusal?.links ? refusal.message : undefined)
    }
  })

  return null
}
