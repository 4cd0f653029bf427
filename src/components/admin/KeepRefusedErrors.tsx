'use client'

import { useAllFormFields, useFormSubmitted } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** A field's refused value and the message the save gave for it. */
type Refusal = { value: string; message: string }

/**
 * Keeps the messages of a refused save under their fields until the editor changes that field.
 *
 * The form asks the server for fresh field state a moment after each change. When a save is clicked
 * while such a request is due, the request still goes out as "not submitted" (so unvalidated) and
 * its answer lands after the save's refusal, marking every field valid again: the editor is left
 * with a toast naming the field and no mark on it. An answer that leaves a refused field's value as
 * it was cannot have made it right, so its message is put back; an edit of that field (and only of
 * that field: an answer that touches another's value is no reason) lets validation speak again.
 */
export function KeepRefusedErrors() {
  const [fields, dispatchFields] = useAllFormFields()
  const submitted = useFormSubmitted()
  const refused = useRef(new Map<string, Refusal>())
  // Fields changed since their refusal: their old mark, still shown until validation runs again, is
  // no new refusal to keep.
  const edited = useRef(new Set<string>())

  useEffect(() => {
    if (!submitted) {
      refused.current = new Map()
      edited.current = new Set()
      return
    }
    const lost: { path: string; message: string }[] = []
    for (const [path, field] of Object.entries(fields)) {
      const value = JSON.stringify(field.value ?? null)
      const invalid = field.valid === false && Boolean(field.errorMessage)
      const refusal = refused.current.get(path)
      if (refusal) {
        if (refusal.value !== value) {
          refused.current.delete(path)
          edited.current.add(path)
        } else if (invalid) refusal.message = field.errorMessage!
        else lost.push({ path, message: refusal.message })
      } else if (invalid && !edited.current.has(path)) {
        refused.current.set(path, { value, message: field.errorMessage! })
      }
    }
    if (lost.length) dispatchFields({ type: 'ADD_SERVER_ERRORS', errors: lost })
  }, [fields, submitted, dispatchFields])

  return null
}
