import { getTranslation } from '@payloadcms/translations'
import { formatDate } from '@payloadcms/ui/shared'
import type { CollectionSlug, DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { adminMessage } from '@/i18n/admin/text'
import { defaultLocale, isLocaleCode } from '@/i18n/locales'

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

type Related = {
  id: number | string
  filename?: string
  sizes?: { thumbnail?: { url?: string } }
} & Record<string, unknown>

/** One document a list row points at, read once per request however many rows share it. */
const related = cache(
  async (payload: Payload, collection: string, id: string, locale: string) =>
    (await payload.findByID({
      collection: collection as CollectionSlug,
      id,
      depth: 0,
      locale: locale as never,
      disableErrors: true,
    })) as Related | null,
)

/**
 * The document a relationship or upload column points at, rendered with the list: its title, or
 * for an image its thumbnail and file name. Payload's own cell shows "<No …>" and then "Loading…"
 * in every row until its browser requests answer; this one is there with the first paint. Titles
 * are in the editor's language where the site has it.
 */
export async function RelationCell(props: DefaultServerCellComponentProps) {
  return linked(props, await relationCellContent(props))
}

/**
 * A date in a list, in the editor's language and the admin's time zone, with the first paint:
 * Payload's own cell says "Loading..." in every row until the browser has loaded its date library.
 */
export function DateCell(props: DefaultServerCellComponentProps) {
  const { cellData, field, rowData, payload, i18n } = props
  const name = 'name' in field ? field.name : ''
  const zone =
    'timezone' in field && field.timezone
      ? (rowData as Record<string, unknown>)[`${name}_tz`]
      : undefined
  const pattern =
    ('admin' in field &&
      (field.admin as { date?: { displayFormat?: string } })?.date?.displayFormat) ||
    payload.config.admin.dateFormat
  return linked(
    props,
    <span>
      {cellData
        ? formatDate({
            date: cellData as string,
            i18n,
            pattern,
            timezone: typeof zone === 'string' ? zone : undefined,
          })
        : null}
    </span>,
  )
}

/** The first column links to the row's document, as Payload's own cells do. */
function linked(props: DefaultServerCellComponentProps, content: React.ReactNode) {
  if (!props.link) return content
  const href =
    props.linkURL ??
    `${props.payload.config.routes.admin}/collections/${props.collectionSlug}/${encodeURIComponent(String(props.rowData.id))}`
  return <a href={href}>{content}</a>
}

async function relationCellContent({
  cellData,
  field,
  payload,
  i18n,
}: DefaultServerCellComponentProps) {
  const t = i18n.t as unknown as (key: never, options?: object) => string
  const relationTo = 'relationTo' in field ? field.relationTo : undefined
  const id = cellData && typeof cellData === 'object' ? (cellData as { id?: unknown }).id : cellData
  const label = getTranslation(('label' in field && field.label) || '', i18n)
  const none = <span>{t('general:noLabel' as never, { label })}</span>
  if (
    (typeof id !== 'number' && typeof id !== 'string') ||
    id === '' ||
    typeof relationTo !== 'string'
  ) {
    return none
  }
  const locale = isLocaleCode(i18n.language) ? i18n.language : defaultLocale
  const doc = await related(payload, relationTo, String(id), locale)
  if (!doc) return <span>{`${t('general:untitled' as never)} - ID: ${id}`}</span>
  const config = payload.collections[relationTo as CollectionSlug]?.config
  if (config?.upload) {
    const thumbnail = doc.sizes?.thumbnail?.url
    return (
      <div className="file">
        {thumbnail && (
          <div className="thumbnail file__thumbnail thumbnail--size-small">
            {/* Payload's own thumbnail size, as its list shows it; next/image is the site's. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={thumbnail} alt="" />
          </div>
        )}
        <span className="file__filename">{doc.filename}</span>
      </div>
    )
  }
  const title = doc[config?.admin?.useAsTitle ?? 'id']
  return (
    <span>{typeof title === 'string' || typeof title === 'number' ? title : String(doc.id)}</span>
  )
}
