'use client'

import { useFormFields } from '@payloadcms/ui'

interface Issue {
  row: number
  error: string
}

/** The rows an import refused, one per line with its line number, readable without a JSON viewer. */
export function ImportIssues() {
  const issues = useFormFields(([fields]) => fields['summary.issueDetails']?.value) as
    Issue[] | null | undefined
  if (!Array.isArray(issues) || issues.length === 0) return null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <h4 style={{ marginBottom: 'calc(var(--base) / 2)' }}>Rows not imported</h4>
      <table className="table" style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'left', width: '6rem' }}>Line</th>
            <th style={{ textAlign: 'left' }}>Reason</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue, index) => (
            <tr key={index} className="import-issue">
              <td>{issue.row > 0 ? issue.row : 'file'}</td>
              <td>{issue.error}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
