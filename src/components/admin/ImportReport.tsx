'use client'

import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { useAdminMessage } from './useAdminMessage'

interface Summary {
  imported?: number | null
  updated?: number | null
  total?: number | null
  processed?: number | null
  issues?: number | null
  issueDetails?: { row: number; error: string }[] | null
}

interface ImportState {
  status?: 'pending' | 'running' | 'completed' | 'partial' | 'failed' | null
  summary?: Summary | null
}

const POLL_MS = 1000
const running = (state: ImportState | null) =>
  !state || state.status === 'pending' || state.status === 'running'

/**
 * An import's one report: its progress while the job runs (read again every second), then what was
 * created and updated and each refused row with its line and reason.
 */
export function ImportReport() {
  const { id } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { i18n } = useTranslation()
  const t = useAdminMessage()
  const [state, setState] = useState<ImportState | null>(null)

  useEffect(() => {
    if (!id) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const read = async () => {
      const response = await fetch(`${api}/imports/${id}?depth=0`, { credentials: 'include' })
      if (stopped || !response.ok) return
      const next = (await response.json()) as ImportState
      setState(next)
      if (running(next)) timer = setTimeout(read, POLL_MS)
    }
    void read()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [api, id])

  if (!id || !state) return null
  const summary = state.summary ?? {}
  const number = new Intl.NumberFormat(i18n.language)
  const count = (value: number | null | undefined) => number.format(value ?? 0)
  const issues = Array.isArray(summary.issueDetails) ? summary.issueDetails : []
  const heading = running(state)
    ? summary.total
      ? t('importRunning', { processed: count(summary.processed), total: count(summary.total) })
      : t('importWaiting')
    : t(
        state.status === 'completed'
          ? 'importCompleted'
          : state.status === 'partial'
            ? 'importPartial'
            : 'importFailed',
      )

  return (
    <div className="field-type import-report" style={{ marginBottom: 'var(--base)' }}>
      <h3 role="status" className={`import-report__status import-report__status--${state.status}`}>
        {heading}
      </h3>
      {running(state) ? (
        <progress
          max={summary.total || 1}
          value={summary.processed ?? 0}
          style={{ width: '100%' }}
          aria-label={heading}
        />
      ) : (
        <p className="import-report__counts">
          {t('importCounts', {
            imported: count(summary.imported),
            updated: count(summary.updated),
            // Rows that matched a document and would have changed nothing in it.
            unchanged: count(
              Math.max(
                0,
                (summary.total ?? 0) -
                  (summary.imported ?? 0) -
                  (summary.updated ?? 0) -
                  (summary.issues ?? 0),
              ),
            ),
            issues: count(summary.issues),
            total: count(summary.total),
          })}
        </p>
      )}
      {issues.length > 0 ? (
        <>
          <h4 style={{ margin: 'var(--base) 0 calc(var(--base) / 2)' }}>{t('importRefused')}</h4>
          <table className="table" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th style={{ textAlign: 'left', width: '6rem' }}>{t('importLine')}</th>
                <th style={{ textAlign: 'left' }}>{t('importReason')}</th>
              </tr>
            </thead>
            <tbody>
              {issues.map((issue, index) => (
                <tr key={index} className="import-issue">
                  <td>{issue.row > 0 ? issue.row : t('importWholeFile')}</td>
                  <td>{issue.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </div>
  )
}
