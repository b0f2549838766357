import type { Section } from './sections'
import {
  churchOfUser,
  hasSectionPermission,
  isActiveAdminUser,
  isBackOfficeUser,
  isSuperAdminUser,
  type AccessUser,
} from './user'

/**
 * What a signed-in user may do in the back office, named as questions. Endpoints declare one of
 * these (adminEndpoint's `may`), and admin views and components read the same ones to decide what
 * they show, so every right has one definition.
 */
type MaybeUser = AccessUser | null | undefined
export type Right = (user: MaybeUser) => boolean

export const mayView =
  (section: Section): Right =>
  (user) =>
    hasSectionPermission(user, section, 'can_view')

const mayEdit =
  (section: Section): Right =>
  (user) =>
    hasSectionPermission(user, section, 'can_edit')

/** Signs in and sees the back office's frame: staff, or a church admin (who sees its church only). */
export const mayEnterBackOffice: Right = (user) => isBackOfficeUser(user)
/** A church admin (issue #19): its own church's lists and dashboard, nothing of the staff's. */
export const isChurchAdmin: Right = (user) => churchOfUser(user) !== null

/** Any active admin: the dashboard, analytics, and the pages no section guards. */
export const mayUseBackOffice: Right = (user) => isActiveAdminUser(user)

export const mayViewDonations = mayView('donations')
export const mayEditDonations = mayEdit('donations')
export const mayViewReports = mayView('reports')
export const mayEditReports = mayEdit('reports')
export const mayEditProjects = mayEdit('projects')
export const mayEditSponsorships = mayEdit('sponsorships')
export const mayEditSponsors = mayEdit('sponsors')
export const mayEditApplications = mayEdit('applications')
export const mayEditRides = mayEdit('rides')
/** Drivers are verified by staff who edit Rides, or by a church admin (its own church's drivers only). */
export const mayReviewDrivers: Right = (user) => mayEditRides(user) || isChurchAdmin(user)
/** A bus run's day link is sent to its coordinator by staff who edit Rides, or its church's admin (issue #34). */
export const maySendDayLinks: Right = (user) => mayEditRides(user) || isChurchAdmin(user)

/** A super admin's change applies at once; anyone else's goes to the super admins' queue. */
export const mayChangeWithoutReview: Right = (user) => isSuperAdminUser(user)
export const mayReviewChanges: Right = (user) => isSuperAdminUser(user)
export const mayInviteAdmins: Right = (user) => isSuperAdminUser(user)
/** Completing a person's erasure (issue #32): it cannot be undone. */
export const mayEraseData: Right = (user) => isSuperAdminUser(user)
/** The payment diagnostics and debug tests. */
export const mayRunDiagnostics: Right = (user) => isSuperAdminUser(user)
