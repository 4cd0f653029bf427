/**
 * The guide endpoints, /api/posts/posts/…: registered on the posts collection, because Payload
 * routes /api/posts/… only to that collection's own endpoints, never to the root ones.
 */
import { API_DEFAULT_LIMIT, EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { categoryTree } from '@/data/categories'
import { getPost, listPosts } from '@/data/posts'
import { defaultLocale } from '@/i18n/locales'

import { ApiError, apiEndpoint } from './http'
import { message } from './messages'
import { categoryIdsOf } from './references'
import { idPath, langQuery, postsQuery } from './schemas'

/** GET /api/posts/posts/category: the category tree in `lang`. */
export const categoryTreeEndpoint = apiEndpoint({
  path: '/api/posts/posts/category',
  // Only a category change (which drops every answer) changes the tree.
  scopes: [],
  query: langQuery,
  handle: ({ query }) => categoryTree(query.lang ?? defaultLocale),
})

/**
 * GET /api/posts/posts: a page of published guides. `exclude_category_ids` leaves out those categories
 * and everything below them (listPosts): by default the hidden category's whole subtree; empty, none.
 */
export const postsEndpoint = apiEndpoint({
  path: '/api/posts/posts',
  scopes: ['posts'],
  query: postsQuery,
  handle: async ({ query }) => {
    const lang = query.lang ?? defaultLocale
    return listPosts({
      lang,
      page: query.page ?? 1,
      limit: query.limit ?? API_DEFAULT_LIMIT,
      categoryIds: await categoryIdsOf(query.category, lang),
      excludedCategoryIds: query.exclude_category_ids ?? [EXCLUDED_CATEGORY_ID],
      q: query.q,
      sort: query.sort,
    })
  },
})

/**
 * GET /api/posts/posts/{id}: one published guide; 404 "Publication not found" in `lang`, also for a
 * guide in the hidden category's subtree (getPost), which has no public page.
 */
export const postEndpoint = apiEndpoint({
  path: '/api/posts/posts/{id}',
  scopes: ['posts'],
  query: langQuery,
  id: idPath,
  handle: async ({ query, id }) => {
    const lang = query.lang ?? defaultLocale
    const post = await getPost(id, lang)
    if (!post) throw new ApiError(404, message('publicationNotFound', lang))
    return post
  },
})
