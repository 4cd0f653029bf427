/**
 * Payload keeps the admin's client form schemas (a document's fields, a drawer's, a version
 * comparison's) once per collection, with the labels of whichever editor's language built them
 * first, and hands them to every editor after: an English editor saw the link drawer in German.
 * Payload's own switch for rebuilding them, which it sets on a hot reload, is set before each admin
 * request, so every form is built in its editor's language.
 */
export function buildAdminFormsInRequestLanguage(): void {
  ;(
    globalThis as { _payload_doNotCacheClientSchemaMap?: boolean }
  )._payload_doNotCacheClientSchemaMap = true
}
