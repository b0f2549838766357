/** Back-office texts from back-office.md, word for word, shared by admin components, endpoints and tests. */
export const adminCopy = {
  // back-office.md's logo rules, as the title and text of one toast.
  logoFileType: 'Invalid file type. Please select an image file (PNG, JPG, SVG, etc.)',
  paidDonationKept:
    'A paid donation cannot be deleted: Paystack holds the payment and the donor has a receipt. Record a refund instead.',
  withdrawnStandingStays:
    'This every-week booking was stopped because the parent or guardian withdrew their consent. It cannot be started again; the member may ask for a new one.',
  imageTooLarge: 'This image is too large (over 40 megapixels). Please choose a smaller image.',
  imageUnreadable:
    'This image cannot be read: it may be damaged or cut off. Please choose another.',
  logoFileSize: 'File too large. Please select an image smaller than 5MB',
  changeSubmitted: {
    title: 'Change submitted',
    description: 'Your change has been submitted for approval.',
  },
  changeAlreadyWaiting: 'This change is already waiting for approval.',
  projectHasDonations:
    'This project has donations, so it cannot be deleted. Set its status to Completed or Cancelled instead.',
  fundHasGifts:
    'This fund has gifts, so it cannot be deleted. Untick Active to stop offering it instead.',
  defaultFundStays: 'The default fund cannot be deleted: gifts that name no project go there.',
  chooseReportToSend: 'Choose the published report to send.',
  reportHasNoPdf: 'This report has no PDF to send. Add its PDF on the report first.',
  pitchDeckDecidedElsewhere: 'Pitch-deck requests are decided on the Pitch Deck Requests page.',
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
  /** The lists' row actions and the documents' decision buttons (back-office.md sections 2, 4, 5 and 8). */
  actions: {
    view: 'View',
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    activate: 'Activate',
    deactivate: 'Deactivate',
    publish: 'Publish',
    unpublish: 'Unpublish',
    approve: 'Approve',
    reject: 'Reject',
    approveApplication: 'Approve Application',
    rejectApplication: 'Reject Application',
    rejectApplicationConfirm: 'Reject this sponsorship application?',
    approveApplicationConfirm:
      'Approve this sponsorship application? Its sponsor is shown on the website at once, and the applicant is e-mailed.',
    rejectApplicationReasonLabel: 'Reason (optional), sent to the applicant',
    approveChangeConfirm: 'Approve this change? It applies at once.',
    deactivateAdminConfirm: (name: string) =>
      `Deactivate "${name}"? They can no longer sign in until an admin activates them again.`,
    hideFromWebsite: 'Hide from Website',
    showOnWebsite: 'Show on Website',
    hideConfirm: 'This sponsor will no longer be shown on the website.',
    showConfirm: 'This sponsor will be shown on the website.',
    pause: 'Pause',
    resume: 'Resume',
    pauseHeading: 'Pause project',
    resumeHeading: 'Resume project',
    pauseReasonLabel: 'Reason for pausing',
    optionalReasonLabel: 'Reason (optional)',
    makeAnonymous: 'Make anonymous',
    makePublic: 'Show donor',
    waitingForApproval: 'Waiting for approval',
    chooseReport: 'Report to send',
    chooseReportPrompt: 'Choose the published impact report to e-mail to the requester.',
    noPublishedReports: 'There is no published impact report to send yet.',
    rejectRequestConfirm: 'Reject this request?',
    rejectChangeHeading: 'Reject change',
    deleteConfirm: (title: string) =>
      `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  },
  anonymityUpdated: 'Anonymity updated',
  resendReceipt: 'Resend receipt',
  resendReceiptConfirm:
    'E-mail the receipt again to the address the donor gave? Donors can also download every receipt themselves from My giving (/giving).',
  receiptResent: 'Receipt queued: it is e-mailed to the donor’s address within a minute.',
  receiptAlreadyQueued: 'A receipt is already on its way to this donor.',
  receiptOnlyCompleted: 'Only a completed donation has a receipt.',
  failedResend: 'The receipt could not be queued. Please try again.',
  /** The invite form, under Permissions (issue #29: it did not say what every admin sees). */
  alwaysVisible:
    'Every admin also sees the Dashboard, Analytics and the Admin Users list (read-only), and the media files and logos of the sections they may view.',
  voidDonation: 'Void donation',
  voidDonationConfirm:
    'Void this donation? It stays on record with your reason, but no total, list, CSV or statement counts it any more. This does not refund the donor: refunds are made in Paystack.',
  voidReasonLabel: 'Reason (required), kept on the donation and in the audit trail',
  voidReasonRequired: 'Please give the reason this donation is voided.',
  donationVoided: 'Donation voided',
  voidOnlyCompleted: 'Only a completed donation can be voided.',
  failedVoid: 'The donation could not be voided. Please try again.',
  sponsorDeleted: 'Sponsor deleted permanently',
  requestApproved: 'Request approved',
  requestRejected: 'Request rejected',
  adminUserUpdated: 'Admin user updated',
  boardMemberUpdated: 'Board member updated',
  boardMemberDeleted: 'Board member deleted',
  articleUpdated: 'Article updated',
  articleDeleted: 'Article deleted',
  projectDeleted: 'Project deleted',
  success: 'Success',
  failed: {
    sponsorDelete: (message: string) => `Failed to delete sponsor: ${message}`,
    partnerStatus: (message: string) => `Failed to update partner status: ${message}`,
    partnerDelete: (message: string) => `Failed to delete partner: ${message}`,
    teamStatus: 'Failed to update team member status.',
    teamDelete: 'Failed to delete team member.',
    boardStatus: 'Failed to update board member status.',
    boardDelete: 'Failed to delete board member.',
    adminStatus: 'Failed to update admin user status.',
    newsStatus: 'Failed to update news article status.',
    newsDelete: 'Failed to delete news article.',
    projectDelete: 'Failed to delete project.',
    requestStatus: 'Failed to update impact report request status.',
    anonymity: 'Failed to update donation anonymity.',
    approveChange: 'Failed to approve the change.',
    rejectChange: 'Failed to reject the change.',
  },
} as const

/** The page a requester sees when an e-mailed impact-report link cannot give the PDF. */
export const reportLinkCopy = {
  expired: {
    title: 'This link has expired',
    body: 'Download links work for 30 days. Please request the report again on our website.',
  },
  missing: {
    title: 'The report is not available',
    body: 'Please contact us and we will send it again.',
  },
} as const
