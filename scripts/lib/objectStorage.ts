import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

import { freePort } from './database'

export interface TestObjectStorage {
  /** The S3_* variables of an app that stores its media there. */
  env: Record<string, string>
  endpoint: string
  bucket: string
  credentials: { accessKeyId: string; secretAccessKey: string }
  stop(): Promise<void>
}

/**
 * A throwaway S3-compatible server on loopback (s3rver, in this process), with one empty bucket; its
 * files live in a temporary folder removed on stop. Signatures are checked as S3 checks them.
 */
export async function startObjectStorage(bucket = 'media'): Promise<TestObjectStorage> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'shopping-guide-s3-'))
  const port = await freePort()
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver's one account.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  return {
    endpoint,
    bucket,
    credentials,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
