/*
 * Payload's REST API, as Payload generates it, with its "route not found" answer in the /api's error
 * shape, and HEAD answered as GET is (Payload itself has no HEAD endpoints).
 */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { withErrorEnvelope } from '@/endpoints/errorEnvelope'
import { headAsGet } from '@/endpoints/headAsGet'

export const GET = withErrorEnvelope(REST_GET(config), config)
export const POST = withErrorEnvelope(REST_POST(config), config)
export const DELETE = withErrorEnvelope(REST_DELETE(config), config)
export const PATCH = withErrorEnvelope(REST_PATCH(config), config)
export const PUT = withErrorEnvelope(REST_PUT(config), config)
export const HEAD = headAsGet(GET)
export const OPTIONS = withErrorEnvelope(REST_OPTIONS(config), config)
