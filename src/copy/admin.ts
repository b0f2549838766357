/** Back-office texts from back-office.md, word for word, shared by admin components, endpoints and tests. */
export const adminCopy = {
  changeSubmitted: {
    title: 'Change submitted',
    description: 'Your change has been submitted for approval.',
  },
  insufficientPermissions: 'Insufficient permissions',
  changeApproved: {
    title: 'Change approved',
    description: 'The change has been approved and applied.',
  },
  changeRejected: { title: 'Change rejected' },
  noReason: 'No reason provided',
  noPendingChanges: 'No pending changes to review',
  statusUpdated: 'Status updated',
  failedApplicationStatus: 'Failed to update application status.',
  failedSponsorStatus: 'Failed to update sponsor status.',
  sponsorDeleteDenied: 'Access Denied: Only super admins can delete sponsors.',
  sponsorDeletePermission:
    'You do not have permission to delete sponsors. Super admin access required.',
  notAuthenticated: 'User not authenticated',
  /** Not in the spec: a back-office action sent from a page that is not the back office's own. */
  crossSiteRefused: 'This action must be taken from the admin pages of this site.',
  pauseReasonRequired: {
    title: 'Reason required',
    description: 'Please provide a reason for pausing the project.',
  },
  projectPaused: 'Project paused',
  projectResumed: 'Project resumed',
  projectActionFailed: (action: 'pause' | 'resume', message: string) =>
    `Failed to ${action} project: ${message}`,
} as const
