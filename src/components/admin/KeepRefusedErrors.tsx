'use client'

import { useAllFormFields, useDocumentInfo, useFormSubmitted } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

import { fieldValue, formKey, useFormVerdicts } from './FormStateVerdicts'

/** A field's refused value and the message the save gave for it. */
type Refusal = { value: string; message: string }

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
    const lost: { path: string; message: string }[] = []
    for (const [path, field] of Object.entries(fields)) {
      const value = fieldValue(field.value)
      const invalid = field.valid === false && Boolean(field.errorMessage)
      const refusal = refused.current.get(path)
      if (refusal) {
        if (refusal.value !== value) {
          refused.current.delete(path)
          edited.current.add(path)
        } else if (invalid) refusal.message = field.errorMessage!
        else lost.push({ path, message: refusal.message })
      } else if (invalid && !edited.current.has(path)) {
        // The message an answer gave for an older value is no refusal of this one.
        const verdict = verdicts.byPath.get(path)
        const stale = verdict && verdict.value !== value && verdict.message === field.errorMessage
        if (!stale) refused.current.set(path, { value, message: field.errorMessage! })
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

  return null
}
