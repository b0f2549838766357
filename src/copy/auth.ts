/** Sign-in, password and admin-user texts of back-office.md (sections 2, 5 and 8), word for word. */
export const authCopy = {
  passwordMinLength: 6,
  noAdminPrivileges: "You don't have admin privileges.",
  accessDenied: 'Access Denied',
  // Ours: an admin opening a page their role or permissions do not cover.
  noViewPermission: "You don't have permission to view this page.",
  resetTitle: { title: 'Password Reset', description: 'Please enter your new password below.' },
  // Ours: the same screen opened from an invitation (issue #29: a new admin read 'Password Reset').
  inviteTitle: {
    title: 'Welcome: choose your password',
    description:
      'Choose a password of at least 6 characters for your admin account, then sign in with your e-mail address.',
  },
  resetLinkError: {
    title: 'Password Reset Error',
    description: 'There was an error with your password reset link.',
  },
  passwordMismatch: {
    title: 'Password mismatch',
    description: "The passwords you entered don't match.",
  },
  passwordTooShort: {
    title: 'Password too short',
    description: 'Password must be at least 6 characters long.',
  },
  passwordUpdateFailed: 'Password update failed',
  passwordUpdated: {
    title: 'Password updated successfully',
    description: 'Your password has been updated. Please sign in with your new password.',
  },
  unexpectedError: 'An unexpected error occurred.',
  // The sign-in page (/admin/login). The title, labels and the button are ours.
  loginTitle: 'Admin Login',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  loginButton: 'Login',
  forgotPassword: 'Forgot your password?',
  // Payload's request-reset page (/admin/forgot), in the spec's words through its translations.
  backToLogin: 'Back to Login',
  resetSent: {
    title: 'Password reset sent',
    // The page cannot name the address: it says the same whether or not the address is an account.
    description:
      'If this address belongs to an admin account, a link to set a new password is on its way. If it does not arrive, look in the spam folder or ask a super admin.',
  },
  loginFailed: 'Login failed',
  // Payload's own words for a wrong e-mail or password.
  wrongCredentials: 'The email or password provided is incorrect.',
  // Ours: after the wait, where to turn. Sign-ins are limited per network and e-mail (src/lib/auth/signIn.ts).
  throttledHelp:
    "If you have forgotten your password, use 'Forgot your password?' or ask a super admin.",
  adminUserUpdated: 'Admin user updated',
  failedSaveAdminUser: 'Failed to save admin user.',
  inviteButton: 'Invite Admin User',
  // Not in the spec (its invite was a placeholder): ours, in the same voice.
  inviteSent: (email: string) => `Invitation sent to ${email}`,
  inviteExists: 'An admin user with this e-mail already exists.',
  inviteEmailRequired: 'Please enter a valid e-mail address.',
  onlySuperAdmins: 'Only super admins can invite admin users.',
} as const
