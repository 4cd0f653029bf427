/**
 * Test setup, run in a child process against a test database: `count` draft guides in a new
 * category, each with a publication scheduled `delayMs` from now, queued as the admin's schedule
 * drawer queues it. Writes `{ ids, waitUntil }` as JSON to `outFile`.
 *
 * `node --import tsx tests/helpers/scripts/scheduleGuides.ts <count> <delayMs> <outFile>`
 */
import { writeFileSync } from 'node:fs'

import config from '@payload-config'
import { getPayload } from 'payload'

const [count, delayMs, outFile] = process.argv.slice(2)
const payload = await getPayload({ config })
const suffix = `${Date.now().toString(36)}-${process.pid}`
const category = await payload.create({
  collection: 'post-categories',
  data: { name: `Scheduled ${suffix}`, seoSlug: `scheduled-${suffix}` },
})
const waitUntil = new Date(Date.now() + Number(delayMs))
const ids: number[] = []
for (let index = 0; index < Number(count); index += 1) {
  const post = await payload.create({
    collection: 'posts',
    draft: true,
    data: {
      title: `Coming soon ${index} ${suffix}`,
      slug: `coming-soon-${index}-${suffix}`,
      category: category.id,
      _status: 'draft',
    },
  })
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
    waitUntil,
  })
  ids.push(post.id)
}
writeFileSync(outFile!, JSON.stringify({ ids, waitUntil: waitUntil.toISOString() }))
await payload.destroy()
process.exit(0)
