/* Payload's GraphQL endpoint, as Payload generates it, behind checks of what it would answer with a 500. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { withGraphQLGuard } from '@/endpoints/graphqlGuard'

export const POST = withGraphQLGuard(GRAPHQL_POST(config))

export const OPTIONS = REST_OPTIONS(config)
