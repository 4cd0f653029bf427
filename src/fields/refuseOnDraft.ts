import { ValidationError, type FieldHookArgs } from 'payload'

/**
 * Payload validates every save but a draft's (autosave included). A field that keeps a rule on drafts
 * too calls this from its `beforeChange` hook when the rule fails: a draft save is refused with the
 * message under the field; any other save goes on to validation, which reports the field with every
 * other invalid one.
 */
export function refuseOnDraft(
  { path, collection, global, data }: FieldHookArgs,
  message: string,
): void {
  if ((data as { _status?: string } | undefined)?._status !== 'draft') return
  throw new ValidationError({
    collection: collection?.slug,
    global: global?.slug,
    errors: [{ path: path.join('.'), message }],
  })
}
