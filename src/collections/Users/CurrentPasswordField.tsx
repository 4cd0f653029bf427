'use client'
import { PasswordField, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * Shown only while one changes one's own password: "Change password" marks the form's `password`
 * invalid (required) until a new one is typed.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const changing = useFormFields(([fields]) =>
    Boolean(fields.password && (fields.password.value || fields.password.valid === false)),
  )
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  if (!changing || !user || id === undefined || String(user.id) !== String(id)) return null
  return (
    <PasswordField
      autoComplete="current-password"
      field={{ ...field, required: true }}
      path={path ?? field.name}
    />
  )
}
