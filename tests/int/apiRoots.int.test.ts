import { describe, expect, it } from 'vitest'

import { PAYLOAD_API_ROOTS, PUBLIC_API_ROOTS } from '@/config/apiRoots.mjs'

import { testPayload } from '../helpers/payload'

describe('the paths under /api the server lets through', () => {
  it("are exactly Payload's collections, globals, GraphQL and endpoints, and the public contract's", async () => {
    const { config } = await testPayload()
    const payloads = new Set(['access', 'graphql', 'graphql-playground'])
    for (const collection of config.collections) payloads.add(collection.slug)
    if (config.globals.length) payloads.add('globals')
    for (const endpoint of config.endpoints || []) payloads.add(endpoint.path.split('/')[1]!)
    const publics = new Set(PUBLIC_API_ROOTS)
    expect([...payloads].filter((root) => !publics.has(root)).sort()).toEqual(
      [...PAYLOAD_API_ROOTS].sort(),
    )
  })
})
