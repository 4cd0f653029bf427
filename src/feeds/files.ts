import path from 'node:path'

import { env } from '@/config/env'

/** Uploaded feed files live beside the media, outside the build, never served publicly. */
export const feedFilesDir = () => path.resolve(env.DATA_DIR, 'feed-files')
