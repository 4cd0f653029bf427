/**
 * The English texts of the project's own validation messages, with `{name}` placeholders; each admin
 * language's catalogue (src/i18n/admin/*.json) translates them. Render one with `adminText()`.
 */
export const adminMessages = {
  required: 'This field is required.',
  slug: 'Use lowercase letters, digits and single hyphens only (for example "running-shoes").',
  urlScheme: 'Links starting with "{scheme}" are not allowed. Use a full {accepted} address.',
  urlFull: 'Enter a full address starting with {accepted} (for example https://www.example.com).',
  urlFullContact: 'http://, https://, mailto: or tel:',
  urlFullWeb: 'http:// or https://',
  linkMissing: 'Enter a link address.',
  redirectPath: 'Give a path on this site, starting with /.',
  redirectLoop: 'This redirect would lead back to itself: {loop}',
  redirectTarget: 'Use a path on this site (/stores/…) or a full https:// address.',
  scriptAddress:
    'Enter a path on this site (for example /stats/script.js) or a full https:// address.',
  scriptScheme:
    'Scripts starting with "{scheme}" are not allowed. Use a path on this site or an https:// address.',
  scriptCredentials: 'The address must not contain a user name or password.',
  scriptOrigin:
    "The site's Content-Security-Policy would block scripts from {origin}. Serve the script from this site, or ask the operator to add {origin} to ANALYTICS_ORIGINS (allowed now: {allowed}).",
  scriptOriginsNone: 'none',
  siteId: 'Use up to 100 letters, digits, dots, dashes, colons or underscores.',
  verificationName:
    'Use the name the service gives, for example google-site-verification (letters, digits, . _ : -).',
  verificationReserved:
    '"{name}" changes how browsers or search engines treat the page; it is not a verification tag.',
  verificationContent: 'Enter the value, at most 500 characters.',
  verificationOneLine: 'The value must be on one line.',
  passwordShort: 'The password must be at least {count} characters long.',
  passwordLong: 'The password must be at most {count} characters long.',
  passwordCommon: 'This password is too common: choose one that is harder to guess.',
  passwordEmail: 'The password must not be the account’s e-mail address.',
  currentPasswordWrong: 'The current password is not correct.',
  currentPasswordMissing: 'Enter your current password to set a new one.',
  notAnImage: 'The file is not a PNG, JPEG, WebP, AVIF or GIF image.',
  // The admin's own screens: the clicks report, a store's clicks, an import's refused rows.
  clicksNav: 'Clicks report',
  clicksTitle: 'Clicks to the shops',
  clicksIntro:
    'Every counted click from the site to a shop (“Visit store”, “Go to shop”): no IP address and no cookie is stored, and obvious bots are not counted. Days are UTC.',
  clicksPeriod: 'Period',
  clicksLastDays: 'Last {days} days',
  clicksStoreId: 'Store id',
  clicksCountry: 'Country',
  clicksAllCountries: 'All countries',
  clicksShow: 'Show',
  clicksExport: 'Export CSV',
  clicksTotal: '{clicks} clicks in the last {days} days',
  clicksTotalOne: '{clicks} click in the last {days} days',
  clicksForStore: 'for store {store}',
  clicksFromCountry: 'from {country}',
  clicksDay: 'Day',
  clicksStore: 'Store',
  clicksCount: 'Clicks',
  clicksDeletedStore: 'Deleted store {id}',
  clicksUnknownCountry: 'unknown',
  clicksNone: 'No clicks in this period.',
  clicksPages: 'Report pages',
  clicksPrevious: 'Previous',
  clicksNext: 'Next',
  clicksPage: 'Page {page} of {pages}',
  storeClicksTitle: 'Clicks to the shop',
  storeClicksLast7: 'in the last 7 days',
  storeClicksLast30: 'in the last 30 days',
  storeClicksChart: 'Clicks per day over the last 30 days: {days}',
  storeClicksReport: 'Clicks report for this store',
  exportAllFields: 'All fields',
  exportAllFieldsHint:
    'Leave empty to export every field, as an import needs them: the file can then be imported back (update mode, matched by id or slug).',
  exportAllRows: 'Leave empty to export every row of the selection.',
  importWaiting: 'The import starts in a moment…',
  importRunning: 'Importing… {processed} of {total} rows',
  importCompleted: 'Import complete',
  importPartial: 'Import complete, with rows not imported',
  importFailed: 'Nothing was imported',
  importCounts:
    '{imported} created · {updated} updated · {issues} not imported · {total} rows in the file',
  importRefused: 'Rows not imported',
  importLine: 'Line',
  importReason: 'Reason',
  importWholeFile: 'file',
} as const

export type AdminMessage = keyof typeof adminMessages
