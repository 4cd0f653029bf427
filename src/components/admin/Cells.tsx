import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { adminMessage } from '@/i18n/admin/text'

import { adminDateTime } from './dateTime'

type Translate = (key: never) => string

/** A checkbox in a list: "Yes" or "No" in the editor's language, not `true`/`false`. */
export function BooleanCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  const t = i18n.t as unknown as Translate
  return <span>{t((cellData ? 'general:yes' : 'general:no') as never)}</span>
}

/** The publications and unpublications waiting in the job queue, read once per list. */
const pendingSchedules = cache(async (payload: Payload) => {
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
    ...((job.input ?? {}) as { type?: string; doc?: { relationTo: string; value: string } }),
  }))
})

/**
 * A document's status in a list, with what is scheduled for it: "Scheduled for 1 Dec 2026, 09:00 CET"
 * instead of a plain "Draft" when a publication waits.
 */
export async function PublicationCell({
  rowData,
  collectionSlug,
  payload,
  i18n,
}: DefaultServerCellComponentProps) {
  const t = i18n.t as unknown as Translate
  const status = (rowData as { _status?: string })._status
  const schedule = (await pendingSchedules(payload)).find(
    (job) => job.doc?.relationTo === collectionSlug && String(job.doc.value) === String(rowData.id),
  )
  const label = t((status === 'published' ? 'version:published' : 'version:draft') as never)
  if (!schedule) return <span>{label}</span>
  const when = adminDateTime(i18n.language).format(new Date(schedule.waitUntil))
  return (
    <span className="publication-cell publication-cell--scheduled">
      {adminMessage(
        i18n.language,
        schedule.type === 'unpublish' ? 'statusUnpublishing' : 'statusScheduled',
        { when },
      )}
    </span>
  )
}
