import type { FlattenedField, PayloadRequest, SanitizedCollectionConfig, Validate } from 'payload'

type Data = Record<string, unknown>

interface Pass {
  collection: SanitizedCollectionConfig
  req: PayloadRequest
  /** The whole document, as hooks and validations see it. */
  data: Data
  errors: string[]
  /** For a translation: only the localized fields it carries are checked. */
  localizedOnly: boolean
  /** Drafts of collections that do not validate drafts skip validation, as in Payload. */
  validate: boolean
  /** Payload's two passes over the fields: defaults and `beforeValidate`, then `beforeChange` and validation. */
  stage: 'beforeValidate' | 'beforeChange'
}

const labelOf = (field: FlattenedField, path: string) =>
  typeof field.label === 'string' ? `${path} (${field.label})` : path

async function runHooks(
  hooks: readonly ((args: never) => unknown)[] | undefined,
  field: FlattenedField,
  siblingData: Data,
  path: string[],
  pass: Pass,
): Promise<void> {
  for (const hook of hooks ?? []) {
    const args = {
      collection: pass.collection,
      context: pass.req.context,
      data: pass.data,
      field,
      global: null,
      indexPath: [],
      operation: 'create',
      originalDoc: undefined,
      path,
      previousSiblingDoc: {},
      previousValue: undefined,
      req: pass.req,
      schemaPath: path.filter((segment) => !/^\d+$/.test(segment)),
      siblingData,
      siblingDocWithLocales: {},
      siblingFields: [],
      value: siblingData[field.name],
    }
    const value = await (hook as (args: unknown) => unknown)(args)
    if (value !== undefined) siblingData[field.name] = value
  }
}

async function prepareFields(
  fields: FlattenedField[],
  siblingData: Data,
  parentPath: string[],
  pass: Pass,
  insideLocalized: boolean,
): Promise<void> {
  for (const field of fields) {
    if (field.type === 'join') continue
    const hooks = 'hooks' in field ? field.hooks : undefined
    const localized = insideLocalized || Boolean(field.localized)
    if (pass.localizedOnly && !localized && field.type !== 'group' && field.type !== 'array')
      continue
    if (pass.localizedOnly && !(field.name in siblingData)) continue
    const path = [...parentPath, field.name]

    if (pass.stage === 'beforeValidate') {
      // What the editor may not write is dropped, as Payload drops it.
      const createAccess = field.access?.create
      if (createAccess && !(await createAccess({ req: pass.req, data: pass.data, siblingData }))) {
        delete siblingData[field.name]
        continue
      }
      if (siblingData[field.name] === undefined && field.defaultValue !== undefined) {
        const { defaultValue } = field
        siblingData[field.name] =
          typeof defaultValue === 'function'
            ? await defaultValue({
                locale: pass.req.locale === 'all' ? undefined : (pass.req.locale ?? undefined),
                req: pass.req,
                user: pass.req.user,
              })
            : structuredClone(defaultValue)
      }
      await runHooks(hooks?.beforeValidate, field, siblingData, path, pass)
    } else {
      await runHooks(hooks?.beforeChange, field, siblingData, path, pass)
      const condition = field.admin?.condition
      const shown = condition
        ? Boolean(
            condition(pass.data, siblingData, {
              blockData: {},
              operation: 'create',
              path,
              user: pass.req.user,
            }),
          )
        : true
      if (pass.validate && shown && 'validate' in field && field.validate) {
        const validate = field.validate as Validate
        const result = await validate(siblingData[field.name], {
          ...field,
          blockData: {},
          collectionSlug: pass.collection.slug,
          data: pass.data,
          event: 'submit',
          id: undefined,
          operation: 'create',
          path,
          preferences: { fields: {} },
          previousValue: undefined,
          req: pass.req,
          siblingData,
        } as Parameters<Validate>[1])
        if (typeof result === 'string')
          pass.errors.push(`${labelOf(field, path.join('.'))}: ${result}`)
      }
    }

    const value = siblingData[field.name]
    if (field.type === 'group' && value && typeof value === 'object') {
      await prepareFields(field.flattenedFields, value as Data, path, pass, localized)
    } else if (field.type === 'array' && Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        await prepareFields(
          field.flattenedFields,
          item as Data,
          [...path, String(index)],
          pass,
          localized,
        )
      }
    }
  }
}

/**
 * Runs a new document through what Payload runs before it stores one, in Payload's order: default
 * values, the fields' access and `beforeValidate` hooks; the collection's `beforeValidate` and
 * `beforeChange` hooks; the fields' `beforeChange` hooks and validation — so
 * rows written in bulk hold exactly what `payload.create` would have stored, or are refused with the
 * same messages. `data` is changed in place; what is wrong is returned, one message per field.
 */
export async function prepareNewDocument({
  collection,
  data,
  req,
  validate = true,
  translationOf,
}: {
  collection: SanitizedCollectionConfig
  /** The document; for a translation, only its localized fields, with `req.locale` its language. */
  data: Data
  req: PayloadRequest
  validate?: boolean
  /** For a translation: the document it translates, prepared already. */
  translationOf?: Data
}): Promise<string[]> {
  const localizedOnly = translationOf !== undefined
  const pass: Pass = {
    collection,
    req,
    data: localizedOnly ? { ...translationOf, ...data } : data,
    errors: [],
    localizedOnly,
    validate,
    stage: 'beforeValidate',
  }
  await prepareFields(collection.flattenedFields, data, [], pass, false)
  if (!localizedOnly) {
    const hookArgs = { collection, context: req.context, operation: 'create' as const, req }
    for (const hook of collection.hooks.beforeValidate ?? []) {
      Object.assign(data, (await hook({ ...hookArgs, data, originalDoc: undefined })) ?? {})
    }
    for (const hook of collection.hooks.beforeChange ?? []) {
      Object.assign(data, (await hook({ ...hookArgs, data, originalDoc: undefined })) ?? {})
    }
  }
  pass.stage = 'beforeChange'
  await prepareFields(collection.flattenedFields, data, [], pass, false)
  return pass.errors
}
