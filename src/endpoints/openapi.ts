/** GET /api/openapi.json: the /api contract as OpenAPI 3.1, generated from the same zod schemas. */
import type { Endpoint } from 'payload'
import { z } from 'zod'

import { siteUrl } from '@/config/env'

import { PUBLIC_API, type PublicApiPath } from './catalog'
import {
  categoryTreeSchema,
  errorSchema,
  idOrSlugPath,
  idPath,
  imageSchema,
  categoryRefSchema,
  categoryNodeSchema,
  langQuery,
  postSchema,
  postSummarySchema,
  postsPageSchema,
  postsQuery,
  offerSchema,
  productDetailSchema,
  productGroupSchema,
  productQuery,
  productSchema,
  productsPageSchema,
  productsQuery,
  storeSchema,
  storeSummarySchema,
  storesPageSchema,
  storesQuery,
  suggestionsQuery,
  suggestionsSchema,
} from './schemas'

type JsonSchema = Record<string, unknown>

const registry = z.registry<{ id: string }>()
const named: [z.ZodType, string][] = [
  [categoryTreeSchema, 'CategoryTree'],
  [postsPageSchema, 'PostsPage'],
  [storesPageSchema, 'StoresPage'],
  [productsPageSchema, 'ProductsPage'],
  ...[
    imageSchema,
    categoryRefSchema,
    categoryNodeSchema,
    postSummarySchema,
    postSchema,
    storeSummarySchema,
    storeSchema,
    productSchema,
    offerSchema,
    productDetailSchema,
    productGroupSchema,
    suggestionsSchema,
    errorSchema,
  ].map((schema): [z.ZodType, string] => [schema, z.globalRegistry.get(schema)!.id!]),
]
for (const [schema, id] of named) registry.add(schema, { id })

/** A reference to the named component of an answer's schema. */
function responseSchema(schema: z.ZodType): JsonSchema {
  const id = registry.get(schema)?.id
  if (!id) throw new Error('Every answer schema needs a name in the OpenAPI registry')
  return { $ref: `#/components/schemas/${id}` }
}

function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    uri: (id: string) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> }
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema]),
  )
}

/** One OpenAPI parameter per key of a query schema, from its input side (what callers send). */
function queryParameters(query: z.ZodObject): JsonSchema[] {
  return Object.entries(query.shape).map(([name, schema]) => {
    const {
      $schema: _,
      description,
      examples,
      ...json
    } = z.toJSONSchema(schema as z.ZodType, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema & { description?: string; examples?: unknown[] }
    const meta = z.globalRegistry.get(schema as z.ZodType) as { example?: unknown } | undefined
    return {
      name,
      in: 'query',
      required: false,
      description,
      schema: json,
      ...(meta?.example !== undefined
        ? { example: meta.example }
        : examples
          ? { example: examples[0] }
          : {}),
    }
  })
}

const json = (description: string, schema: JsonSchema) => ({
  description,
  headers: {
    ETag: { description: 'Strong validator of the body.', schema: { type: 'string' } },
    'Cache-Control': { schema: { type: 'string' } },
  },
  content: { 'application/json': { schema } },
})

const errorRef = { $ref: '#/components/schemas/Error' }
const errors = (extra: Record<string, string> = {}) => ({
  '304': { description: 'Not modified: the If-None-Match tag still matches.' },
  '400': {
    description: 'Bad input: each error names the parameter.',
    content: { 'application/json': { schema: errorRef } },
  },
  ...Object.fromEntries(
    Object.entries(extra).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: errorRef } } },
    ]),
  ),
  '405': {
    description: 'Only GET (and HEAD, OPTIONS) are allowed; the Allow header lists them.',
    content: { 'application/json': { schema: errorRef } },
  },
})

function pathParameter(description: string, schema: z.ZodType) {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema
  return { name: 'id', in: 'path', required: true, description, schema: json }
}

/** The document's tags, one per kind of content, in the order a reader meets them. */
const tags = [
  { name: 'Categories', description: 'The one taxonomy of guides, stores and products.' },
  { name: 'Guides', description: 'Published shopping guides.' },
  { name: 'Stores', description: 'Published stores and retailers.' },
  { name: 'Products', description: 'Products with their offers, and curated product groups.' },
  { name: 'Search', description: 'Suggestions for the site’s search box.' },
] as const

function operation(
  operationId: string,
  tag: (typeof tags)[number]['name'],
  summary: string,
  description: string,
  query: z.ZodObject,
  ok: JsonSchema,
  extra: { notFound?: string; id?: JsonSchema } = {},
) {
  return {
    get: {
      operationId,
      tags: [tag],
      summary,
      description,
      // Public: no credentials, which OpenAPI says with an empty list (no security scheme exists).
      security: [],
      parameters: [...(extra.id ? [extra.id] : []), ...queryParameters(query)],
      responses: {
        '200': json(summary, ok),
        ...errors(extra.notFound ? { '404': extra.notFound } : {}),
      },
    },
  }
}

/** What each public path does, for integrators: one per path of the catalogue (the type says so). */
const operations = (): Record<PublicApiPath, JsonSchema> => ({
  '/api/posts/posts/category': operation(
    'getCategoryTree',
    'Categories',
    'The category tree',
    'Root categories (primary first), each with its subcategories.',
    langQuery,
    responseSchema(categoryTreeSchema),
  ),
  '/api/posts/posts': operation(
    'listPosts',
    'Guides',
    'A page of shopping guides',
    'Published guides, newest first unless `sort` says otherwise; `category` includes its subcategories.',
    postsQuery,
    responseSchema(postsPageSchema),
    { notFound: 'Category not found (when `category` names none).' },
  ),
  '/api/posts/posts/{id}': operation(
    'getPost',
    'Guides',
    'One shopping guide',
    'A published guide: its body as Lexical JSON and as sanitized HTML, its breadcrumbs and SEO texts.',
    langQuery,
    responseSchema(postSchema),
    {
      id: pathParameter('The guide’s numeric id.', idPath),
      notFound: 'Publication not found (in the requested language).',
    },
  ),
  '/api/data/stores': operation(
    'listStores',
    'Stores',
    'A page of stores',
    'Published stores, most popular first; `country` keeps those that serve it (or serve everywhere).',
    storesQuery,
    responseSchema(storesPageSchema),
    { notFound: 'Category not found (when `category` names none).' },
  ),
  '/api/data/store/{id}': operation(
    'getStore',
    'Stores',
    'One store',
    'A published store by its id or slug, with its description and locations.',
    langQuery,
    responseSchema(storeSchema),
    {
      id: pathParameter('The store’s numeric id or slug.', idOrSlugPath),
      notFound: 'Store not found.',
    },
  ),
  '/api/data/products': operation(
    'listProducts',
    'Products',
    'A page of products, or of product groups',
    '`group` lists that group’s products in the group’s order; `groups=1` lists the groups themselves. Prices are the lowest offer in `country` (DE when absent).',
    productsQuery,
    responseSchema(productsPageSchema),
    { notFound: 'Category, store or product group not found.' },
  ),
  '/api/data/product/{id}': operation(
    'getProduct',
    'Products',
    'One product with its offers',
    'A public product by its id or slug: identifiers, images, category path, its offers in `country` (DE when absent) cheapest total first, each with its condition and when its price was last checked, the price history and the deal.',
    productQuery,
    responseSchema(productDetailSchema),
    {
      id: pathParameter('The product’s numeric id or slug.', idOrSlugPath),
      notFound: 'Product not found.',
    },
  ),
  '/api/search/suggestions': operation(
    'getSearchSuggestions',
    'Search',
    'Search suggestions as you type',
    'At most 8 matches: stores and brands, products, categories and guides, best first, typo-tolerant (the last word counts as a prefix). `q` of 1 character, or over 100, is a 400.',
    suggestionsQuery,
    responseSchema(suggestionsSchema),
  ),
})

/** The paths as the document writes them: under its server URL, which ends in /api. */
const pathsOf = (described: Record<PublicApiPath, JsonSchema>) =>
  Object.fromEntries(
    (Object.keys(PUBLIC_API) as PublicApiPath[]).map((path) => [
      path.slice('/api'.length),
      described[path],
    ]),
  )

let document: JsonSchema | undefined

export function openApiDocument(): JsonSchema {
  document ??= {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Shopping Guide public API',
      version: '1.0.0',
      contact: { name: 'Imprint', url: `${siteUrl.replace(/\/$/, '')}/imprint` },
      description:
        'Read-only JSON for integrators: categories, shopping guides, stores, products and search suggestions. Only published content appears. `lang` picks the language (missing translations fall back to English); unknown query parameters are ignored; answers carry a strong ETag and may be cached for a minute.',
    },
    servers: [{ url: `${siteUrl.replace(/\/$/, '')}/api` }],
    tags,
    paths: pathsOf(operations()),
    components: { schemas: componentSchemas() },
  }
  return document
}

export const openApiEndpoint: Endpoint = {
  path: '/openapi.json',
  method: 'get',
  handler: () =>
    Response.json(openApiDocument(), {
      headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' },
    }),
}
