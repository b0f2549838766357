import type { Access } from 'payload'

import { hasSectionPermission } from './user'

/** The sponsorships and sponsors sections read every logo; anyone else only those shown on the website. */
export const canReadSponsorLogo: Access = ({ req: { user } }) =>
  hasSectionPermission(user, 'sponsorships', 'can_view') ||
  hasSectionPermission(user, 'sponsors', 'can_view') || { is_public: { equals: true } }
