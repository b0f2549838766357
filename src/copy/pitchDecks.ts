/**
 * Texts of the Pitch Deck Requests page and of the pitch-deck e-mail and download link. The
 * messages named in back-office.md (sections 2, 5, 6 and 8) are word for word; the rest is ours.
 */
export const pitchDeckCopy = {
  title: 'Pitch Deck Requests',
  description:
    'Requests from the public site for the pitch deck. Approve one with a deck file to e-mail the requester a private download link.',
  counters: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  pendingTable: 'Pending Requests',
  allTable: 'All Requests',
  columns: {
    name: 'Name',
    email: 'Email',
    organization: 'Organization',
    purpose: 'Purpose',
    status: 'Status',
    requested: 'Requested',
    actions: 'Actions',
  },
  statusLabels: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  view: 'View',
  viewLabel: (name: string) => `View the request from ${name}`,
  empty: 'No data found',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous',
  next: 'Next',
  dialog: {
    title: 'Pitch Deck Request',
    requested: 'Requested',
    status: 'Status',
    decidedBy: (status: 'approved' | 'rejected') =>
      status === 'approved' ? 'Approved by' : 'Rejected by',
    decidedAt: (status: 'approved' | 'rejected') =>
      status === 'approved' ? 'Approved at' : 'Rejected at',
    email: 'E-mail to requester',
    sentAt: (when: string) => `Sent ${when}`,
    sending: 'Queued, not sent yet',
    notSent: 'None (rejected)',
    file: 'Pitch deck',
    currentFile: 'Uploaded file',
    openFile: (name: string) => `Open ${name}`,
    noFile: 'No file',
    upload: 'Pitch deck file (PDF, PPT or PPTX)',
    uploading: 'Uploading…',
    readOnly: 'You can view pitch deck requests but not approve or reject them.',
    reject: 'Reject',
    approve: 'Approve & Send',
    working: 'Please wait…',
    close: 'Close',
  },
  confirmReject: {
    heading: 'Reject this request?',
    body: (name: string) =>
      `The request from ${name} will be marked rejected and no pitch deck will be sent. This cannot be undone.`,
    confirm: 'Reject',
  },
  // back-office.md section 8 (toasts) and sections 5 and 6 (approval rules).
  approved: {
    title: 'Request approved',
    description: 'The requester is being e-mailed a private link to the pitch deck.',
  },
  rejected: 'Request rejected',
  approveFailed: 'Failed to approve request.',
  rejectFailed: 'Failed to reject request.',
  fileUploaded: 'File uploaded',
  uploadFailed: (message: string) => `Upload failed: ${message}`,
  fileRequired: 'Please upload a pitch deck file before approving',
  alreadyDecided: 'This request has already been approved or rejected.',
  notFound: 'This pitch deck request does not exist.',
  editNotice: 'A pitch deck request is approved (with its deck file) or rejected on the page',
} as const

/** Upload refusals, shown after 'Upload failed: '. */
export const deckMessages = {
  type: 'Please choose a PDF, PPT or PPTX file.',
  size: 'Please select a file smaller than 20MB',
  missing: 'No file was sent.',
} as const

/** The page a requester's download link opens when it cannot serve the deck. */
export const deckLinkCopy = {
  invalid: {
    title: 'This link does not work',
    body: 'The download link is not valid. Please use the link exactly as it was e-mailed to you.',
  },
  expired: {
    title: 'This link has expired',
    body: 'Download links work for 30 days. Please request the pitch deck again on our website.',
  },
  missing: {
    title: 'The pitch deck is not available',
    body: 'Please contact us and we will send it again.',
  },
} as const

/** back-office.md, Impact Reports page: the two tabs, word for word, and our pointer to pitch decks. */
export const reportTabsCopy = {
  label: 'Impact Reports page',
  reports: (n: number) => `Impact Reports (${n})`,
  requests: (n: number) => `Download Requests (${n})`,
  pitchDecks: 'Pitch deck requests are reviewed on their own page:',
} as const
