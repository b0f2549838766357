/** The PostgreSQL NOTIFY channel of completed donations (payload: { id, amount, donor | null }). */
export const DONATION_EVENTS_CHANNEL = 'donation_completed'
