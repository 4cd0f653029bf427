/**
 * Fixes to dependencies that their options cannot reach, applied to the installed files of the
 * pinned versions (package.json pins them exactly) before the build bundles them. Each is found by a
 * pattern that must match exactly once: a new version that moves the code fails the build here,
 * loudly, instead of shipping without the fix. Running again changes nothing.
 *
 * Payload's admin (its minified bundles):
 *
 * - Dates: Payload's `formatDate` shows a time in the browser's zone when it is given none (the
 *   document header, the version breadcrumb, the restore confirmation, date cells), while the
 *   dashboard and the versions list show the editors' zone. Without a zone it now takes the one the
 *   admin set at `globalThis.__payloadAdminTimeZone` (ADMIN_TIMEZONE).
 * - The schedule drawer opened on "Unpublish" for a draft that was never published: it offers to
 *   unpublish only what is published and has no newer draft.
 *
 * postgres.js 3.4.9: a write it put off to the next turn of the event loop runs after the
 * connection closed (the database stopped or restarted) and throws from that callback, where no
 * caller can catch it; the query it carried never settles, and its request hangs. The write now
 * fails the connection's queries with CONNECTION_CLOSED, as the rest of its closing does (the fix
 * proposed upstream, porsager/postgres#1209). And a reserved connection that closed meanwhile was
 * put back among the open ones on release, with no socket: every later query on it failed. It now
 * stays closed, and reconnects on demand like any other.
 *
 * Not patch-package: its diffs of Payload's one-line bundles would hold each file twice.
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

PATCHES.push({
  files: ['postgres/src/connection.js', 'postgres/cjs/src/connection.js'],
  find: /function nextWrite\(fn\) \{\n(\s+)const x = socket\.write\(chunk, fn\)/g,
  replace:
    "function nextWrite(fn) {\n$1if (!socket) {\n$1  chunk = nextWriteTimer = null\n$1  error(Errors.connection('CONNECTION_CLOSED', options))\n$1  return false\n$1}\n$1const x = socket.write(chunk, fn)",
  patched: /function nextWrite\(fn\) \{\n\s+if \(!socket\) \{/g,
})

PATCHES.push({
  files: ['postgres/src/index.js', 'postgres/cjs/src/index.js'],
  find: /sql\.release = \(\) => \{\n(\s+)c\.reserved = null\n\s+onopen\(c\)/g,
  replace:
    'sql.release = () => {\n$1c.reserved = null\n$1c.queue === closed || c.queue === connecting || c.queue === ended || onopen(c)',
  patched:
    /c\.queue === closed \|\| c\.queue === connecting \|\| c\.queue === ended \|\| onopen\(c\)/g,
})

const count = (source, pattern) => source.match(pattern)?.length ?? 0

/** Applies the patches to `root`'s node_modules; throws when one finds no single place to go. */
export function patchDependencies(root) {
  const changed = []
  for (const patch of PATCHES) {
    for (const file of patch.files) {
      const full = path.join(root, 'node_modules', file)
      const source = readFileSync(full, 'utf8')
      if (count(source, patch.patched) === 1) continue
      const found = count(source, patch.find)
      if (found !== 1) {
        throw new Error(
          `${file} has ${found} places, not one, for the fix at ${patch.replace.slice(0, 48)}…: the package changed; see scripts/lib/patchDependencies.mjs`,
        )
      }
      writeFileSync(full, source.replace(patch.find, patch.replace))
      changed.push(file)
    }
  }
  return changed
}
