// Billing periods: when a subscription's next payment falls, and the cron line Paystack shows for it.

const INTERVAL_DAYS = { daily: 1, weekly: 7 }
const INTERVAL_MONTHS = { monthly: 1, quarterly: 3, biannually: 6, annually: 12 }

/** One period after `from`, on the subscription's billing day (or its month's last day). */
export function addInterval(from, interval, billingDay) {
  const date = new Date(from)
  if (INTERVAL_DAYS[interval])
    return new Date(date.getTime() + INTERVAL_DAYS[interval] * 86_400_000)
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth() + INTERVAL_MONTHS[interval]
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  date.setUTCFullYear(year, month, Math.min(billingDay, lastDay))
  return date
}

/** The cron line Paystack shows for a subscription (UTC), e.g. "31 3 22 * *" for monthly. */
export function cronExpression(next, interval) {
  const minute = next.getUTCMinutes()
  const hour = next.getUTCHours()
  const day = next.getUTCDate()
  const month = next.getUTCMonth()
  const months = (every) =>
    Array.from({ length: 12 / every }, (_, i) => ((month + i * every) % 12) + 1)
      .sort((a, b) => a - b)
      .join(',')
  return {
    daily: `${minute} ${hour} * * *`,
    weekly: `${minute} ${hour} * * ${next.getUTCDay()}`,
    monthly: `${minute} ${hour} ${day} * *`,
    quarterly: `${minute} ${hour} ${day} ${months(3)} *`,
    biannually: `${minute} ${hour} ${day} ${months(6)} *`,
    annually: `${minute} ${hour} ${day} ${month + 1} *`,
  }[interval]
}
