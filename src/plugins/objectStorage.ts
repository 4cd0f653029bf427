import { HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env, mediaUrlBase } from '@/config/env'

/**
 * Media on S3-compatible object storage when S3_BUCKET is set (AWS S3, MinIO, Cloudflare R2, …):
 * uploads and their image sizes are written to the bucket instead of the instance's disk, so every
 * instance serves the same files, and deleted with their document. The site keeps linking them as
 * `/api/media/file/…`, streamed from the bucket with the same immutable caching as from disk (a CDN
 * in front keeps them), unless S3_PUBLIC_URL names where the bucket is public: then pages link there.
 * Unset, media stay in MEDIA_DIR.
 */
export function objectStorage(): Plugin {
  return s3Storage({
    // Its fields (the object's prefix and key) are in the schema either way: one set of migrations.
    enabled: Boolean(env.S3_BUCKET),
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET ?? '',
    collections: {
      media: env.S3_PUBLIC_URL
        ? {
            disablePayloadAccessControl: true,
            generateFileURL: ({ filename }) => `${mediaUrlBase}${filename}`,
          }
        : true,
    },
    config: clientConfig(),
  })
}

function clientConfig(): S3ClientConfig {
  return {
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    // Without keys, the AWS SDK's own chain (instance role, AWS_* variables) applies.
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  }
}

let client: S3Client | undefined

/** Whether the bucket answers with these credentials (readiness); rejects if not. */
export function checkBucket(): Promise<unknown> {
  client ??= new S3Client(clientConfig())
  return client.send(new HeadBucketCommand({ Bucket: env.S3_BUCKET! }))
}
