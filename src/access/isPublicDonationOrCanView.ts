import type { Access } from 'payload'

import { hasSectionPermission } from './user'

/** The public donor list: completed donations whose donor agreed to be listed. */
export const isPublicDonationOrCanView: Access = ({ req: { user } }) =>
  hasSectionPermission(user, 'donations', 'can_view') || {
    and: [{ status: { equals: 'completed' } }, { show_publicly: { equals: true } }],
  }
