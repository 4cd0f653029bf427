import fs from 'node:fs/promises'
import path from 'node:path'

import { after } from 'next/server'
import type { CollectionSlug, Payload, PayloadRequest, TaskConfig } from 'payload'

import { env } from '@/config/env'

import { importFile, type ImportMode, type ImportStatus, type ImportSummary } from './run'

/** Uploaded import files live beside the media, outside the build. */
export const importFilesDir = () => path.resolve(env.DATA_DIR, 'imports')

export interface ImportRecord {
  id: number
  collectionSlug: CollectionSlug
  importMode?: ImportMode | null
  matchField?: string | null
  importAs?: ImportStatus | null
  status?: 'pending' | 'running' | 'completed' | 'partial' | 'failed' | null
  filename?: string | null
  mimeType?: string | null
  summary?: Partial<ImportSummary> | null
}

const IMPORTS = 'imports' as CollectionSlug

const statusOf = (summary: ImportSummary) =>
  summary.issues === 0 ? 'completed' : summary.issues >= summary.total ? 'failed' : 'partial'

/**
 * Runs one uploaded import: reads its file, writes its rows as the editor who uploaded it, and keeps
 * the import's record current (status, rows done so far, every refused row with its line and reason)
 * so the admin can show the progress while it runs and the report when it is done.
 */
export async function runImport(
  payload: Payload,
  { importId: id, userId }: ImportJob,
  req?: PayloadRequest,
) {
  const record = (await payload.findByID({
    collection: IMPORTS,
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })) as unknown as ImportRecord
  if (record.status !== 'pending' && record.status !== 'running') return
  const save = (data: Partial<ImportRecord>) =>
    payload.update({
      collection: IMPORTS,
      id,
      data: data as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
  const user = await payload
    .findByID({ collection: 'users', id: userId, depth: 0, req })
    .catch(() => null)
  const file = record.filename
    ? await fs.readFile(path.join(importFilesDir(), record.filename)).catch(() => null)
    : null
  if (!user || !file) {
    const reason = !user ? 'the editor who uploaded the file no longer exists' : 'the file is gone'
    await save({
      status: 'failed',
      summary: {
        ...{ imported: 0, updated: 0, total: 0, processed: 0, issues: 1 },
        issueDetails: [{ row: 0, error: reason }],
      },
    })
    return
  }
  await save({ status: 'running' })
  const summary = await importFile({
    payload,
    collection: record.collectionSlug,
    file,
    format:
      record.mimeType === 'application/json' || record.filename?.endsWith('.json') ? 'json' : 'csv',
    mode: record.importMode ?? 'create',
    matchField: record.matchField ?? undefined,
    status: record.importAs ?? 'published',
    user: { ...user, collection: 'users' },
    onProgress: async (progress) => {
      await save({ summary: progress })
    },
  })
  await save({ status: statusOf(summary), summary })
}

/** Which import to run, as whom: the editor who uploaded the file. */
interface ImportJob {
  importId: number
  userId: number
}

/** The job that runs an import, queued with the upload so it starts once the upload is stored. */
export const importTask: TaskConfig<{ input: ImportJob; output: object }> = {
  slug: 'importFile',
  label: 'Import a file',
  inputSchema: [
    { name: 'importId', type: 'number', required: true },
    { name: 'userId', type: 'number', required: true },
  ],
  // A failed run is reported on the import itself; running the rows again would import them twice.
  retries: 0,
  handler: async ({ input, req }) => {
    await runImport(req.payload, input)
    return { output: {} }
  },
}

/**
 * Starts a queued import right after the response that stored its upload (and the job) has gone out;
 * the job runner's next round picks up any the server could not start. Outside a request (scripts, the
 * Local API) there is no "after": the import runs at once, in the caller's transaction, and the
 * answer is true.
 */
export async function startImport(req: PayloadRequest, job: ImportJob): Promise<boolean> {
  const queued: { id?: number | string } = {}
  try {
    after(async () => {
      if (queued.id !== undefined) await req.payload.jobs.runByID({ id: queued.id })
    })
  } catch {
    await runImport(req.payload, job, req)
    return true
  }
  queued.id = (await req.payload.jobs.queue({ task: 'importFile', input: job, req })).id
  return false
}

/**
 * After a crash, an import that was running stays "running": the server's start marks it failed with
 * what had been written, so an editor knows to import the rest (update mode finds what landed).
 */
export async function failInterruptedImports(payload: Payload) {
  const { docs } = await payload.find({
    collection: IMPORTS,
    where: { status: { equals: 'running' } },
    depth: 0,
    limit: 100,
    overrideAccess: true,
  })
  for (const doc of docs as unknown as ImportRecord[]) {
    const summary = doc.summary ?? {}
    const details = Array.isArray(summary.issueDetails) ? summary.issueDetails : []
    await payload.update({
      collection: IMPORTS,
      id: doc.id,
      overrideAccess: true,
      data: {
        status: 'failed',
        summary: {
          ...summary,
          issues: details.length + 1,
          issueDetails: [
            ...details,
            {
              row: 0,
              error: `the server stopped during the import, after ${summary.processed ?? 0} of ${summary.total ?? '?'} rows; import the file again in update or upsert mode to finish it`,
            },
          ],
        },
      } as never,
    })
  }
}
