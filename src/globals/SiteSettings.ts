import type { Field, GlobalConfig, PayloadRequest } from 'payload'

import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { DEFAULT_COUNTRY } from '@/config/constants'
import { env, siteUrl } from '@/config/env'
import { countryFieldExtras, countryOptions } from '@/fields/countries'
import { adminMessage } from '@/i18n/admin/text'
import {
  analyticsScriptUrlProblem,
  analyticsSiteIdProblem,
  verificationContentProblem,
  verificationNameProblem,
} from '@/lib/thirdParty'

const trimmed = ({ value }: { value?: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value

type Problem = (value: string, language?: string) => string | null

/**
 * A validator of an optional text field from a rule that names the problem with a given value in the
 * editor's language (or none).
 */
const checked =
  (problem: Problem) =>
  (value: unknown, { req }: { req?: PayloadRequest }) =>
    typeof value !== 'string' || value === '' ? true : (problem(value, req?.i18n?.language) ?? true)

/** The same for a text field that must be given. */
const requiredChecked =
  (problem: Problem) => (value: unknown, options: { req?: PayloadRequest }) =>
    typeof value !== 'string' || value === ''
      ? adminMessage(options.req?.i18n?.language, 'required')
      : checked(problem)(value, options)

/** What every public page adds for third parties: analytics only after consent; verification tags. */
const thirdPartyFields: Field[] = [
  {
    name: 'analyticsScriptUrl',
    label: 'Analytics script URL',
    type: 'text',
    hooks: { beforeValidate: [trimmed] },
    validate: checked((value, language) =>
      analyticsScriptUrlProblem(
        value,
        { siteOrigin: new URL(siteUrl).origin, allowedOrigins: env.ANALYTICS_ORIGINS },
        language,
      ),
    ),
    admin: {
      description:
        'Loaded on every public page, only after the visitor accepts in the consent banner (the banner ' +
        'appears only when this is set). A path on this site (/stats/script.js) or an https:// address ' +
        'on an origin the operator allowed in ANALYTICS_ORIGINS.',
    },
  },
  {
    name: 'analyticsSiteId',
    label: 'Analytics site id',
    type: 'text',
    hooks: { beforeValidate: [trimmed] },
    validate: checked(analyticsSiteIdProblem),
    admin: { description: 'Optional; given to the script as its data-site-id attribute.' },
  },
  {
    name: 'verificationTags',
    label: 'Site-verification meta tags',
    type: 'array',
    maxRows: 20,
    labels: { singular: 'Verification tag', plural: 'Verification tags' },
    admin: {
      description:
        'Added to the head of every public page as <meta name="…" content="…"> (search consoles, ' +
        'affiliate networks). They make no request, so they need no consent.',
    },
    fields: [
      {
        name: 'name',
        type: 'text',
        required: true,
        hooks: { beforeValidate: [trimmed] },
        validate: requiredChecked(verificationNameProblem),
        admin: { description: 'For example google-site-verification', width: '40%' },
      },
      {
        name: 'content',
        type: 'text',
        required: true,
        hooks: { beforeValidate: [trimmed] },
        validate: requiredChecked(verificationContentProblem),
        admin: { width: '60%' },
      },
    ],
  },
]

/** Site-wide settings editors may change without a deploy. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: editors },
  fields: [
    {
      name: 'siteName',
      type: 'text',
      required: true,
      localized: true,
      defaultValue: 'Shopping Guide',
    },
    { name: 'footerText', type: 'text', localized: true },
    {
      name: 'defaultCountry',
      type: 'select',
      options: countryOptions,
      ...countryFieldExtras,
      defaultValue: DEFAULT_COUNTRY,
      required: true,
    },
    {
      name: 'excludedCategories',
      type: 'relationship',
      relationTo: 'post-categories',
      hasMany: true,
      admin: { description: 'Guides in these categories are left out of public guide lists.' },
    },
    {
      type: 'collapsible',
      label: 'Analytics and site verification',
      fields: thirdPartyFields,
    },
  ],
}
