import { hasSectionPermission, type UserRule } from './user'

/** A logo comes with a sponsorship application or with a sponsor entered by hand. */
export const canAddSponsorLogo: UserRule = ({ req: { user } }) =>
  hasSectionPermission(user, 'sponsorships', 'can_edit') ||
  hasSectionPermission(user, 'sponsors', 'can_edit')
