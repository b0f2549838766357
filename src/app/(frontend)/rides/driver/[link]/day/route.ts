import { dayGet, dayPost } from '../../../dayPost'

/** The driver's marks on the day (issue #34): src/app/(frontend)/rides/dayPost.ts. */
export const POST = dayPost('driver')
export const GET = dayGet('driver')
