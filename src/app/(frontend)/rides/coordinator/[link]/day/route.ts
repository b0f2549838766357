import { dayGet, dayPost } from '../../../dayPost'

/** A bus run's coordinator's marks on the day (issue #34): src/app/(frontend)/rides/dayPost.ts. */
export const POST = dayPost('coordinator')
export const GET = dayGet('coordinator')
