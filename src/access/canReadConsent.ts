import type { Access } from 'payload'

import type { ConsentPurpose } from '@collections/options'

import type { Section } from './sections'
import { hasSectionPermission, isActiveAdminUser, isSuperAdminUser } from './user'

/** The section whose view right lets a plain admin read a purpose's consents. */
const CONSENT_SECTION_OF: Partial<Record<ConsentPurpose, Section>> = {
  public_listing: 'donations',
  guardian_ride: 'rides',
}

/**
 * A consent names a donor, a passenger or a guardian: a plain admin reads those of the purposes
 * whose section it may view (a donor listing with Donations, a guardian's consent with Rides);
 * super admins read all (the purposes no section owns, e-mail news and messages, included).
 */
export const canReadConsent: Access = ({ req: { user } }) => {
  if (isSuperAdminUser(user)) return true
  if (!isActiveAdminUser(user)) return false
  const purposes = Object.entries(CONSENT_SECTION_OF)
    .filter(([, section]) => section && hasSectionPermission(user, section, 'can_view'))
    .map(([purpose]) => purpose)
  return purposes.length > 0 && { purpose: { in: purposes } }
}
