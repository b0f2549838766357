import type { Access, Where } from 'payload'

import { hasSectionPermission } from './user'

/** The public donor list: completed donations whose donor agreed to be listed. */
const publicDonations: Where = { and: [{ status: { equals: 'completed' } }, { show_publicly: { equals: true } }] }

export const isPublicDonationOrCanView: Access = ({ req: { user } }) =>
  hasSectionPermission(user, 'donations', 'can_view') || publicDonations
