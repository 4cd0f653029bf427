import { expect, test } from '@playwright/test'

import { generateStore } from '../../src/seed/bulk/generate'
import { logIn, logInWithForm } from '../helpers/admin'

test('editors preview a store in the locale they edit; anonymous visitors get the 404 page', async ({
  page,
  request,
}) => {
  const store = generateStore(3)
  const found = await request.get(`/api/data/store/${store.slug}?lang=de`)
  const doc = await found.json()

  const anonymous = await request.get(`/preview/stores/${doc.id}?locale=de`)
  expect(anonymous.status()).toBe(404)

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(process.env.E2E_ADMIN_EMAIL!)
  await page.locator('#field-password').fill(process.env.E2E_ADMIN_PASSWORD!)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  const response = await page.goto(`/preview/stores/${doc.id}?locale=de`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.name)
  await expect(page.getByText(doc.shortDescription)).toBeVisible()
  expect(response?.headers()['x-robots-tag'] ?? (await page.content())).toMatch(/noindex/)

  const unknown = await page.goto('/preview/users/1')
  expect(unknown?.status()).toBe(404)
})

test("a guide's image and link to a store look the same in the preview and on the public page", async ({
  page,
  request,
}) => {
  await logInWithForm(page)
  const { docs } = (await (await request.get('/api/posts/posts?limit=1&lang=de')).json()) as {
    docs: { id: number; slug: string; category: { seoSlug: string } }[]
  }
  const guide = docs[0]!
  const store = (await (await request.get('/api/data/stores?limit=1')).json()).docs[0] as {
    id: number
    slug: string
  }
  // As the editor's browser writes it: a paragraph with a link to a store, then an image.
  const result = await page.evaluate(
    async ([guideId, storeId]) => {
      const media = await (await fetch('/api/media?limit=1&depth=0&locale=de')).json()
      const image = media.docs[0]
      const text = (value: string) => ({
        type: 'text',
        text: value,
        version: 1,
        format: 0,
        mode: 'normal',
        style: '',
        detail: 0,
      })
      const content = {
        root: {
          type: 'root',
          version: 1,
          format: '',
          indent: 0,
          direction: 'ltr',
          children: [
            {
              type: 'paragraph',
              version: 1,
              format: '',
              indent: 0,
              direction: 'ltr',
              textFormat: 0,
              textStyle: '',
              children: [
                text('Bei '),
                {
                  type: 'link',
                  version: 3,
                  format: '',
                  indent: 0,
                  direction: 'ltr',
                  fields: {
                    linkType: 'internal',
                    doc: { relationTo: 'stores', value: storeId },
                    newTab: false,
                  },
                  children: [text('diesem Shop')],
                },
                text(' kaufen.'),
              ],
            },
            {
              type: 'upload',
              version: 3,
              format: '',
              relationTo: 'media',
              value: image.id,
              fields: null,
            },
          ],
        },
      }
      const saved = await fetch(`/api/posts/${guideId}?locale=de`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ content, _status: 'published' }),
      })
      return { status: saved.status, alt: image.alt as string }
    },
    [guide.id, store.id] as const,
  )
  expect(result.status).toBe(200)

  await page.goto(`/preview/posts/${guide.id}?locale=de`)
  const preview = await page.locator('.prose').innerHTML()
  await page.goto(`/de/shopping-guides/${guide.category.seoSlug}/${guide.slug}`)
  const published = await page.locator('.prose').innerHTML()
  expect(published).toBe(preview)
  // The link is the store's page in German; the image has its German alt text and responsive sizes.
  await expect(page.locator('.prose a', { hasText: 'diesem Shop' })).toHaveAttribute(
    'href',
    `/de/stores/${store.slug}`,
  )
  const image = page.locator('.prose figure img')
  await expect(image).toHaveAttribute('alt', result.alt)
  await expect(image).toHaveAttribute('srcset', /\d+w/)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('editors preview a product in the language they edit, its offers priced and placed in it', async ({
  page,
  request,
}) => {
  const { docs } = await (await request.get('/api/data/products?limit=1&country=DE&lang=de')).json()
  const product = docs[0] as { id: number; name: string }
  expect((await request.get(`/preview/products/${product.id}?locale=de`)).status()).toBe(404)

  await logIn(page)
  const response = await page.goto(`/preview/products/${product.id}?locale=de`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
  // Offered in Germany: the German name of the country, the price as German writes euros.
  const offers = page.locator('.offers-preview')
  await expect(offers).toContainText('Deutschland')
  await expect(offers).toContainText(/\d,\d\d\s€/)
})
