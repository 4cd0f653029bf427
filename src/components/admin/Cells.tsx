import type { DefaultServerCellComponentProps } from 'payload'

import { adminMessage } from '@/i18n/admin/text'

import { adminDateTime } from './dateTime'
import { pendingSchedules } from './schedules'

type Translate = (key: never) => string

/** A checkbox in a list: "Yes" or "No" in the editor's language, not `true`/`false`. */
export function BooleanCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  const t = i18n.t as unknown as Translate
  return <span>{t((cellData ? 'general:yes' : 'general:no') as never)}</span>
}

/**
 * A document's status in a list, with what is scheduled for it: "Scheduled for 1 Dec 2026, 09:00 GMT+1"
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
