import type { CollectionSlug, Payload } from 'payload'
import { cache } from 'react'

export interface PendingSchedule {
  waitUntil: string
  type?: string
  doc?: { relationTo: CollectionSlug; value: string }
  global?: string
}

/**
 * The publications and unpublications waiting in the job queue (Payload's schedule drawer puts them
 * there), soonest first; read once per admin page however many cells or panels ask.
 */
export const pendingSchedules = cache(async (payload: Payload): Promise<PendingSchedule[]> => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: 'waitUntil',
    limit: 500,
    depth: 0,
  })
  return docs.map((job) => ({
    waitUntil: String(job.waitUntil),
    ...((job.input ?? {}) as Omit<PendingSchedule, 'waitUntil'>),
  }))
})
