/** The admin frame's texts (back-office.md sections 2, 4 and 8): header, sign-out, not-found and refusals. */
export const shellCopy = {
  headerTitle: 'Admin Dashboard',
  signOut: 'Sign Out',
  signedOut: {
    title: 'Signed out successfully',
    description: 'You have been logged out of the admin panel.',
  },
  signOutFailed: {
    title: 'Error signing out',
    description: 'There was an issue signing out. Please try again.',
  },
  // Ours: the toggle's accessible names.
  toDarkTheme: 'Switch to dark theme',
  toLightTheme: 'Switch to light theme',
  notFound: { code: '404', title: 'Oops! Page not found', home: 'Return to Home' },
  // Ours: the way back for a signed-in admin.
  backToDashboard: 'Back to the dashboard',
  /** Ours, in the voice of "You don't have admin privileges.": a section the admin's permissions leave out. */
  noSectionPermission: (section: string) => `You don't have permission to view ${section}.`,
  adminTitle: (product: string) => `${product} Admin`,
} as const
