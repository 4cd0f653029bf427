/**
 * Two fixes to Payload's admin that its options cannot reach, applied to the installed, minified
 * bundles of the pinned version (package.json pins it exactly). Each is found by a pattern that
 * must match exactly once: a new Payload version that moves the code fails the build here, loudly,
 * instead of shipping the admin without the fix. Running again changes nothing.
 *
 * - Dates: Payload's `formatDate` shows a time in the browser's zone when it is given none (the
 *   document header, the version breadcrumb, the restore confirmation, date cells), while the
 *   dashboard and the versions list show the editors' zone. Without a zone it now takes the one the
 *   admin set at `globalThis.__payloadAdminTimeZone` (ADMIN_TIMEZONE).
 * - The schedule drawer opened on "Unpublish" for a draft that was never published: it offers to
 *   unpublish only what is published and has no newer draft.
 *
 * Not patch-package: its diffs of these one-line bundles would hold each file twice.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const PATCHES = [
  {
    files: [
      '@payloadcms/ui/dist/exports/client/index.js',
      '@payloadcms/ui/dist/exports/shared/index.js',
    ],
    find: /\(\{date:(\w+),i18n:(\w+),pattern:(\w+),timezone:(\w+)\}\)=>\{let (\w+)=new (\w+)\(new Date\(\1\)\);if\(\4\)/g,
    replace:
      '({date:$1,i18n:$2,pattern:$3,timezone:$4=globalThis.__payloadAdminTimeZone})=>{let $5=new $6(new Date($1));if($4)',
    patched: /timezone:\w+=globalThis\.__payloadAdminTimeZone\}\)=>/g,
  },
  {
    files: ['@payloadcms/ui/dist/exports/client/index.js'],
    // The nearest hasPublishedDoc before the drawer's default: the publish button's own.
    find: /hasPublishedDoc:(\w+),((?:(?!hasPublishedDoc)[^]){0,4000}?)defaultType:(\w+)\?"publish":"unpublish"/g,
    replace: 'hasPublishedDoc:$1,$2defaultType:$3||!$1?"publish":"unpublish"',
    patched: /defaultType:\w+\|\|!\w+\?"publish":"unpublish"/g,
  },
]

const count = (source, pattern) => source.match(pattern)?.length ?? 0

/** Applies the patches to `root`'s node_modules; throws when one finds no single place to go. */
export function patchPayload(root) {
  const changed = []
  for (const patch of PATCHES) {
    for (const file of patch.files) {
      const full = path.join(root, 'node_modules', file)
      const source = readFileSync(full, 'utf8')
      if (count(source, patch.patched) === 1) continue
      const found = count(source, patch.find)
      if (found !== 1) {
        throw new Error(
          `${file} has ${found} places, not one, for the fix at ${patch.replace.slice(0, 48)}…: Payload changed; see scripts/lib/patchPayload.mjs`,
        )
      }
      writeFileSync(full, source.replace(patch.find, patch.replace))
      changed.push(file)
    }
  }
  return changed
}
