import { env } from '@/config/env'

/** A date and time in the editors' time zone, with the zone named: "Dec 1, 2026, 09:00 CET". */
export const adminDateTime = (language: string) =>
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: env.ADMIN_TIMEZONE,
    timeZoneName: 'short',
  })
