import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload, unique } from '../helpers/payload'

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'media', id }).catch(() => {})
})

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer()

const uploadAs = async (name: string, data: Buffer, mimetype: string) =>
  payload.create({
    collection: 'media',
    data: { alt: 'Test image' },
    file: { data, name, mimetype, size: data.length },
  })

describe('uploads', () => {
  it('are named after what they are, not what their name claims', async () => {
    const base = unique('logo')
    const doc = await uploadAs(`${base}.html`, await png(), 'text/html')
    created.push(doc.id)
    expect(doc.filename).toMatch(new RegExp(`^${base}-[0-9a-f]{8}(-\\d+)?\\.png$`))
    expect(doc.mimeType).toBe('image/png')
  })

  it('refuses a file that is not an image of an accepted format, whatever its name', async () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>')
    const error = await uploadAs(`${unique('page')}.png`, page, 'image/png').catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ status: 400 })
    expect((error as Error).message).toMatch(/not a PNG, JPEG, WebP, AVIF or GIF image/)
  })
})
