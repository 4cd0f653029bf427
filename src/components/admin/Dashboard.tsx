import { getTranslation } from '@payloadcms/translations'
import Link from 'next/link'
import type { CollectionSlug, Payload, ServerProps } from 'payload'

import { topStores } from '@/data/clicksReport'
import { siteUrl } from '@/config/env'
import type { AdminMessage } from '@/i18n/admin/messages'
import { adminMessage } from '@/i18n/admin/text'

import { adminDateTime } from './dateTime'
import { pendingSchedules } from './schedules'
import { locales } from '@/i18n/locales'
import { localized } from '@/i18n/paths'

/** The documents editors work on, with the field that names each and whether they have drafts. */
const EDITED: { collection: CollectionSlug; title: string; drafts?: true }[] = [
  { collection: 'posts', title: 'title', drafts: true },
  { collection: 'stores', title: 'name', drafts: true },
  { collection: 'products', title: 'name', drafts: true },
  { collection: 'post-categories', title: 'name' },
]
const titleField = (collection: string) =>
  EDITED.find((entry) => entry.collection === collection)?.title ?? 'id'

interface Row {
  collection: string
  id: number | string
  title: string
  updatedAt: string
  status?: string
}

const LIST = 8

async function recent(payload: Payload, drafts: boolean): Promise<Row[]> {
  const found = await Promise.all(
    EDITED.filter((entry) => !drafts || entry.drafts).map(async ({ collection, title }) => {
      const { docs } = await payload.find({
        collection,
        sort: '-updatedAt',
        limit: LIST,
        depth: 0,
        draft: true,
        pagination: false,
        select: { [title]: true, updatedAt: true, ...(drafts ? { _status: true } : {}) },
        ...(drafts ? { where: { _status: { equals: 'draft' } } } : {}),
      } as Parameters<Payload['find']>[0])
      return docs.map((doc) => {
        const data = doc as unknown as Record<string, unknown>
        return {
          collection,
          id: doc.id,
          title: String(data[title] ?? doc.id),
          updatedAt: String(data.updatedAt),
        }
      })
    }),
  )
  return found
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, LIST)
}

interface Scheduled {
  when: string
  type: string
  collection?: string
  id?: string
  global?: string
  title: string
}

/** What is scheduled to go live or offline, soonest first, with each document's title. */
async function scheduled(payload: Payload): Promise<Scheduled[]> {
  const jobs = (await pendingSchedules(payload)).slice(0, LIST)
  return Promise.all(
    jobs.map(async (job) => {
      let title = job.global ?? ''
      if (job.doc) {
        const doc = await payload
          .findByID({ collection: job.doc.relationTo, id: job.doc.value, depth: 0, draft: true })
          .catch(() => null)
        title = String(
          (doc as Record<string, unknown> | null)?.[titleField(job.doc.relationTo)] ??
            job.doc.value,
        )
      }
      return {
        when: job.waitUntil,
        type: job.type === 'unpublish' ? 'unpublish' : 'publish',
        collection: job.doc?.relationTo,
        id: job.doc?.value,
        global: job.global,
        title,
      }
    }),
  )
}

const editUrl = (row: { collection?: string; id?: number | string; global?: string }) =>
  row.global ? `/admin/globals/${row.global}` : `/admin/collections/${row.collection}/${row.id}`

/**
 * The admin's start page: the site in each language, what changed lately, the drafts waiting, what is
 * scheduled to go live or off (in the editors' time zone), and the stores shoppers click most.
 */
export async function Dashboard({ payload, i18n }: ServerProps) {
  const language = i18n.language
  const t = (key: AdminMessage, values?: Record<string, string | number>) =>
    adminMessage(language, key, values)
  const [changes, drafts, upcoming, popular] = await Promise.all([
    recent(payload, false),
    recent(payload, true),
    scheduled(payload),
    topStores(7, 5),
  ])
  const dateTime = adminDateTime(language)
  const number = new Intl.NumberFormat(language)
  const collectionName = (slug: string) => {
    const label = payload.collections[slug as CollectionSlug]?.config.labels.singular
    return label ? getTranslation(label, i18n) : slug
  }
  const rows = (items: Row[], empty: string) =>
    items.length ? (
      <ul className="dashboard-panel__list">
        {items.map((row) => (
          <li key={`${row.collection}:${row.id}`}>
            <Link href={editUrl(row)}>{row.title}</Link>{' '}
            <span className="dashboard-panel__meta">
              {collectionName(row.collection)} · {dateTime.format(new Date(row.updatedAt))}
            </span>
          </li>
        ))}
      </ul>
    ) : (
      <p className="dashboard-panel__empty">{empty}</p>
    )

  return (
    <div className="dashboard-panels">
      <section className="dashboard-panel" aria-labelledby="dashboard-site">
        <h2 id="dashboard-site">{t('dashboardSite')}</h2>
        <ul className="dashboard-panel__languages">
          {locales.map((locale) => (
            <li key={locale.code}>
              <a href={`${siteUrl}${localized(locale.code, '/')}`} target="_blank" rel="noopener">
                {locale.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="dashboard-panel" aria-labelledby="dashboard-scheduled">
        <h2 id="dashboard-scheduled">{t('dashboardScheduled')}</h2>
        {upcoming.length ? (
          <ul className="dashboard-panel__list">
            {upcoming.map((job, index) => (
              <li key={index} className="dashboard-scheduled">
                <Link href={editUrl(job)}>{job.title}</Link>{' '}
                <span className="dashboard-panel__meta">
                  {t(job.type === 'unpublish' ? 'dashboardUnpublishAt' : 'dashboardPublishAt', {
                    when: dateTime.format(new Date(job.when)),
                  })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="dashboard-panel__empty">{t('dashboardNothingScheduled')}</p>
        )}
      </section>
      <section className="dashboard-panel" aria-labelledby="dashboard-drafts">
        <h2 id="dashboard-drafts">{t('dashboardDrafts')}</h2>
        {rows(drafts, t('dashboardNoDrafts'))}
      </section>
      {popular.length ? (
        <section className="dashboard-panel" aria-labelledby="dashboard-clicks">
          <h2 id="dashboard-clicks">{t('dashboardClicks')}</h2>
          <ol className="dashboard-panel__list">
            {popular.map((store) => (
              <li key={store.storeId}>
                <Link href={`/admin/collections/stores/${store.storeId}`}>
                  {store.storeName ?? `#${store.storeId}`}
                </Link>{' '}
                <span className="dashboard-panel__meta">
                  {t('dashboardClicksCount', { clicks: number.format(store.clicks) })}
                </span>
              </li>
            ))}
          </ol>
          <Link href="/admin/clicks?days=7">{t('clicksNav')}</Link>
        </section>
      ) : null}
      <section className="dashboard-panel" aria-labelledby="dashboard-recent">
        <h2 id="dashboard-recent">{t('dashboardRecent')}</h2>
        {rows(changes, t('dashboardNoChanges'))}
      </section>
    </div>
  )
}
