import path from 'node:path'

const runner = path.resolve(import.meta.dirname, '../run.mjs')

/**
 * Node's arguments for one of the project's TypeScript scripts that load Payload: through
 * scripts/run.mjs, which starts the script again when Node's module loader loses an answer.
 */
export function scriptArgs(script: string, args: string[] = []): string[] {
  return [runner, script, ...args]
}
