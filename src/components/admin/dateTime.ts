import { env } from '@/config/env'

/**
 * A date and time in the editors' time zone, with the zone named as Payload's own dates name it
 * (date-fns' "O"): "Dec 1, 2026, 09:00 GMT+1".
 */
export const adminDateTime = (language: string) =>
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: env.ADMIN_TIMEZONE,
    timeZoneName: 'shortOffset',
  })
