'use client'

import { useAllFormFields, useFormSubmitted } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import { useEffect, useRef } from 'react'

/** The form's values when last seen, and the messages given for exactly those values. */
type Seen = { values: string; refused: Map<string, string> }

/**
 * Keeps the messages of a refused save under their fields until the editor changes a value.
 *
 * The form asks the server for fresh field state a moment after each change. When a save is clicked
 * while such a request is due, the request still goes out as "not submitted" (so unvalidated) and
 * its answer lands after the save's refusal, marking every field valid again: the editor is left
 * with a toast naming the field and no mark on it. An answer that changes no value cannot make a
 * refused value right, so the refusal's messages are put back; any edit lets validation speak again.
 */
export function KeepRefusedErrors() {
  const [fields, dispatchFields] = useAllFormFields()
  const submitted = useFormSubmitted()
  const seen = useRef<Seen | null>(null)

  useEffect(() => {
    if (!submitted) {
      seen.current = null
      return
    }
    const values = JSON.stringify(reduceFieldsToValues(fields, true))
    const invalid = new Map<string, string>()
    for (const [path, field] of Object.entries(fields)) {
      if (field.valid === false && field.errorMessage) invalid.set(path, field.errorMessage)
    }
    const previous = seen.current
    // Just refused: these are the save's messages. After an edit, the old ones no longer apply.
    if (!previous || previous.values !== values) {
      seen.current = { values, refused: previous ? new Map() : invalid }
      return
    }
    const lost = [...previous.refused].filter(([path]) => fields[path] && !invalid.has(path))
    for (const [path, message] of invalid) previous.refused.set(path, message)
    if (lost.length) {
      dispatchFields({
        type: 'ADD_SERVER_ERRORS',
        errors: lost.map(([path, message]) => ({ path, message })),
      })
    }
  }, [fields, submitted, dispatchFields])

  return null
}
