import { expect, test, type Page } from '@playwright/test'

import { adminFetch, logIn } from '../helpers/admin'

/**
 * An editor whose browser runs in another zone than the editors' (ADMIN_TIMEZONE, Europe/Berlin in
 * the suite) sees every date of the admin in the editors' zone, named, and the schedule drawer
 * offers what the document can have.
 */
test.use({ timezoneId: 'America/New_York' })

const ZONE = 'Europe/Berlin'

/** "5:31 AM GMT+1": a time as the admin's English pattern writes it in the editors' zone. */
function editorsTime(iso: string) {
  const date = new Date(iso)
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(date)
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')!.value
  return `${time.replace(/\u202f/g, ' ')} ${zone}`
}

async function draftGuide(page: Page) {
  const category = (await (await page.request.get('/api/posts/posts?limit=1')).json()).docs[0]
    .category
  const stamp = Date.now().toString(36)
  const created = await adminFetch(page, '/api/posts?draft=true&depth=0', {
    method: 'POST',
    body: { title: `Dated draft ${stamp}`, slug: `dated-draft-${stamp}`, category: category.id },
  })
  return created.doc as { id: number; updatedAt: string; createdAt: string }
}

test("a document's header shows its times in the editors' zone, named, not in the browser's", async ({
  page,
}) => {
  await logIn(page)
  await page.goto('/admin')
  const guide = await draftGuide(page)
  try {
    await page.goto(`/admin/collections/posts/${guide.id}`)
    const header = page.locator('.doc-controls__list-item', { hasText: /last modified/i })
    await expect(header).toContainText(editorsTime(guide.updatedAt))
    // The browser's own zone (New York, six hours behind) is not what an editor reads.
    const browsers = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(guide.updatedAt))
    await expect(header).not.toContainText(browsers.replace(/\u202f/g, ' '))
  } finally {
    await adminFetch(page, `/api/posts/${guide.id}`, { method: 'DELETE', body: {} })
  }
})

/** Opens the schedule drawer from the publish button's menu. */
async function openSchedule(page: Page) {
  await page
    .locator('.btn--withPopup', { has: page.locator('#action-save') })
    .locator('.popup-button')
    .click()
  await page.getByRole('button', { name: /schedule publish/i }).click()
  return page.locator('.drawer__content').last()
}

test('the schedule drawer offers to publish a draft never published, and to unpublish a published document', async ({
  page,
}) => {
  await logIn(page)
  await page.goto('/admin')
  const guide = await draftGuide(page)
  try {
    await page.goto(`/admin/collections/posts/${guide.id}`)
    const drawer = await openSchedule(page)
    await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
    await expect(drawer.getByRole('radio', { name: 'Unpublish', exact: true })).not.toBeChecked()
  } finally {
    await adminFetch(page, `/api/posts/${guide.id}`, { method: 'DELETE', body: {} })
  }

  // A published demo guide with nothing newer: unpublishing is what can be scheduled.
  const published = (
    await adminFetch(page, '/api/posts?where[_status][equals]=published&limit=1&depth=0')
  ).docs[0] as { id: number }
  await page.goto(`/admin/collections/posts/${published.id}`)
  const drawer = await openSchedule(page)
  await expect(drawer.getByRole('radio', { name: 'Unpublish', exact: true })).toBeChecked()
})
