'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation.js'
import { useEffect, useState } from 'react'

import { useAdminMessage } from './useAdminMessage'

interface Run {
  id: number
  status: 'queued' | 'running' | 'succeeded' | 'failed'
  reason?: string | null
  counts?: Record<string, number | null> | null
}

const POLL_MS = 1000

/**
 * "Run now" on a feed: queues a run (POST /api/feeds/{id}/run), then follows it until it ends and
 * shows its counts, with a link to its report; the feed's page is refreshed with its new status.
 */
export function RunFeedButton() {
  const { id } = useDocumentInfo()
  const {
    config: {
      routes: { api, admin },
    },
  } = useConfig()
  const router = useRouter()
  const t = useAdminMessage()
  const [run, setRun] = useState<Run | null>(null)
  const [error, setError] = useState<string | null>(null)

  const active = run?.status === 'queued' || run?.status === 'running'
  useEffect(() => {
    if (!run || !active) return
    const timer = setTimeout(async () => {
      const response = await fetch(`${api}/feed-runs/${run.id}?depth=0`, { credentials: 'include' })
      if (!response.ok) return setRun({ ...run })
      const next = (await response.json()) as Run
      setRun(next)
      if (next.status === 'succeeded' || next.status === 'failed') router.refresh()
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [run, active, api, router])

  if (!id) return <p className="field-description">{t('feedSaveFirst')}</p>
  const start = async () => {
    setError(null)
    const response = await fetch(`${api}/feeds/${id}/run`, {
      method: 'POST',
      credentials: 'include',
    })
    const body = await response.json().catch(() => ({}))
    if (response.status !== 202) {
      setError(body?.errors?.[0]?.message ?? `HTTP ${response.status}`)
      return
    }
    setRun(body.run as Run)
  }
  const counts = run?.counts ?? {}
  return (
    <div className="run-feed" aria-live="polite">
      <Button buttonStyle="secondary" size="medium" onClick={start} disabled={active}>
        {t('feedRunNow')}
      </Button>
      {error ? <p className="run-feed__status run-feed__status--failed">{error}</p> : null}
      {run ? (
        <div className={`run-feed__status run-feed__status--${run.status}`}>
          <p>
            {run.status === 'queued'
              ? t('feedQueued')
              : run.status === 'running'
                ? t('feedRunning')
                : run.status === 'succeeded'
                  ? t('feedSucceeded')
                  : t('feedFailed', { reason: run.reason ?? '' })}
          </p>
          {!active ? (
            <>
              <p>
                {t('feedCounts', {
                  items: counts.items ?? 0,
                  matched: counts.matched ?? 0,
                  created: counts.created ?? 0,
                  updated: counts.updated ?? 0,
                  unchanged: counts.unchanged ?? 0,
                  removed: counts.removed ?? 0,
                  rejected: counts.rejected ?? 0,
                })}
              </p>
              <a href={`${admin}/collections/feed-runs/${run.id}`}>{t('feedOpenRun')}</a>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
