/** How often a feed runs; the retailers' feeds change a few times a day at most. */
export const FEED_SCHEDULES = [
  { value: 'hourly', label: 'Every hour', hours: 1 },
  { value: 'six-hourly', label: 'Every 6 hours', hours: 6 },
  { value: 'daily', label: 'Daily', hours: 24 },
] as const

export type FeedSchedule = (typeof FEED_SCHEDULES)[number]['value']

/** When a feed on `schedule` that ran (or was added) at `from` is due again. */
export function nextRunAfter(schedule: string | null | undefined, from: Date): Date {
  const hours = FEED_SCHEDULES.find((entry) => entry.value === schedule)?.hours ?? 24
  return new Date(from.getTime() + hours * 3_600_000)
}
