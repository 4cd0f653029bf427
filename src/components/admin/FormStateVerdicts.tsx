'use client'

import { ServerFunctionsContext, useServerFunctions } from '@payloadcms/ui'
import { createContext, use, useMemo, useRef, type ReactNode } from 'react'

/** What the server's validation last said of one field, and of which value. */
export type Verdict = { value: string; message: string | undefined }

/** The verdicts of one document form, and how many of its state requests are on their way. */
export type FormVerdicts = { byPath: Map<string, Verdict>; pending: number }

type GetFormState = ReturnType<typeof useServerFunctions>['getFormState']

const VerdictsContext = createContext<(form: string) => FormVerdicts>(() => ({
  byPath: new Map(),
  pending: 0,
}))

/** A field's value as the verdicts compare it. */
export const fieldValue = (value: unknown) => JSON.stringify(value ?? null)

/** The key of a document form: its collection or global, and its document. */
export const formKey = (schemaPath: string | undefined, id: number | string | undefined) =>
  `${schemaPath ?? ''}|${id ?? ''}`

/** The verdicts that the server's answers gave on one document form's fields. */
export const useFormVerdicts = (form: string) => use(VerdictsContext)(form)

/**
 * Notes, for every validated form-state answer, which value of each field the server judged.
 *
 * A field's mark is only true of the value it was given for. The form merges an answer's marks into
 * fields the editor has changed since the request went out, and then counts that answer as having
 * seen those changes, so the corrected value is never sent: the field stays red for a value it no
 * longer holds. Knowing the judged value lets the form's fields tell such a mark from a real one.
 */
export function FormStateVerdicts({ children }: { children: ReactNode }) {
  const functions = useServerFunctions()
  const forms = useRef(new Map<string, FormVerdicts>()).current
  const verdictsOf = useMemo(
    () => (form: string) => {
      let verdicts = forms.get(form)
      if (!verdicts) forms.set(form, (verdicts = { byPath: new Map(), pending: 0 }))
      return verdicts
    },
    [forms],
  )
  const value = useMemo(() => {
    const getFormState: GetFormState = async (args) => {
      const verdicts = verdictsOf(formKey(args.schemaPath, args.id))
      verdicts.pending++
      try {
        const result = await functions.getFormState(args)
        if (result?.state && !args.skipValidation) {
          for (const [path, field] of Object.entries(result.state)) {
            verdicts.byPath.set(path, {
              value: fieldValue(field.value),
              message: field.valid === false ? (field.errorMessage ?? '') : undefined,
            })
          }
        }
        return result
      } finally {
        verdicts.pending--
      }
    }
    return { ...functions, getFormState }
  }, [functions, verdictsOf])
  return (
    <ServerFunctionsContext value={value}>
      <VerdictsContext value={verdictsOf}>{children}</VerdictsContext>
    </ServerFunctionsContext>
  )
}
