/** Payment diagnostics and debug texts: back-office.md's words where it gives them, ours (same voice) where not. */
export const diagnosticsCopy = {
  title: 'Payment Diagnostics',
  healthCheck: 'Run Health Check',
  running: 'Running...',
  allOperational: 'All systems operational',
  failed: 'Failed to run diagnostics',
  badRequest: 'Send test "health", "insert" or "storage".',
  recentTransactions: 'Recent Transactions',
  noTransactions: 'No recent transactions found',
  commonIssues: 'Common Production Issues',
  debug: 'Debug',
  testInsert: 'Test Volunteer Application Insert',
  testStorage: 'Test Resume Storage',
  checkPassed: 'Check passed',
  checkFailed: 'Check failed',
} as const

/** The common production issues and their fixes (the spec does not give the list's wording). */
export const COMMON_ISSUES: { problem: string; fix: string }[] = [
  {
    problem: 'Donations stay "Pending" after donors pay.',
    fix: "Paystack's webhook is not reaching the site. In the Paystack dashboard (Settings → API Keys & Webhooks) set the webhook URL shown by the health check, on the same mode (test or live) as the keys. Meanwhile 'Verify Pending Payments' on the Donations page settles them.",
  },
  {
    problem: 'Webhooks arrive but are refused (the log says "Paystack webhook refused").',
    fix: 'The signature is checked with PAYSTACK_SECRET_KEY. The key in the environment must be the secret key of the same Paystack account and mode that sends the webhooks.',
  },
  {
    problem: "Donors see 'Payment Error' when they click 'Complete Payment'.",
    fix: 'Paystack refused to start the payment: run the health check. Usual causes are a missing or mistyped secret key, test keys on the live site, or an account not yet activated for live payments.',
  },
  {
    problem: 'Test payments work but real cards are never charged.',
    fix: 'The site still uses test keys (sk_test_…, pk_test_…). Set the live pair from the Paystack dashboard and restart the site.',
  },
  {
    problem: 'The payment window does not open on some phones.',
    fix: "Paystack's script could not load (slow or filtered network). The site then sends the donor to Paystack's own payment page and back; nothing needs fixing unless it happens to everyone, in which case check that js.paystack.co is not blocked.",
  },
  {
    problem: 'Receipts do not arrive.',
    fix: "Receipts are sent by e-mail after Paystack confirms the payment. Without SMTP settings they stay in the admin's E-mail outbox; set SMTP_HOST and its account to send them.",
  },
]
