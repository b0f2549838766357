// What every part of the simulator shares of Paystack's contract: the values it accepts, the
// integration it pretends to be, and its own wording.

export const CURRENCIES = ['NGN', 'USD', 'GHS', 'ZAR', 'KES']
export const INTERVALS = ['daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually']
export const DOMAIN = 'test'
export const INTEGRATION = 100032

/** Paystack's own wording where its docs give it; kept in one place for the pages and the tests. */
export const MESSAGES = {
  invalidKey: 'Invalid key',
  created: 'Authorization URL created',
  duplicateReference: 'Duplicate Transaction Reference',
  outage: 'Simulated Paystack outage',
  verified: 'Verification successful',
  notFound: 'Transaction reference not found',
  invalidAccessCode: 'Invalid access code',
  alreadyPaid: 'Transaction has already been paid',
  alreadyDeclined: 'Transaction was declined',
  notPaid: 'Transaction has not been paid',
  declined: 'Payment declined',
  paid: 'Payment successful',
  closed: 'Checkout closed. You can close this window.',
  planCreated: 'Plan created',
  planRetrieved: 'Plan retrieved',
  plansRetrieved: 'Plans retrieved',
  planNotFound: 'Plan not found',
  customerNotFound: 'Customer not found',
  noAuthorizations: 'The customer specified has no saved authorizations',
  subscriptionCreated: 'Subscription successfully created',
  subscriptionRetrieved: 'Subscription retrieved successfully',
  transactionsRetrieved: 'Transactions retrieved',
  subscriptionsRetrieved: 'Subscriptions retrieved',
  subscriptionNotFound: 'Subscription not found',
  subscriptionDisabled: 'Subscription disabled successfully',
  subscriptionEnabled: 'Subscription enabled successfully',
  cannotDisable: 'Subscription with code not found or already inactive',
  cannotEnable: 'Subscription with code not found or already active',
  linkGenerated: 'Link generated',
  emailSent: 'Email successfully sent',
  cardUpdated: 'Card updated',
  subscriptionCancelled: 'Subscription cancelled. You will not be charged again.',
  notBilled: 'This subscription is no longer active',
  invalidManageLink: 'This link is invalid or has expired',
  customerCreated: 'Customer created',
  customerNamesRequired: 'Customer first name and last name are required',
  unknownBank: 'Preferred bank is not supported',
  accountExists: 'Customer already has an active dedicated account',
  accountCreated: 'NUBAN successfully created',
  accountRetrieved: 'Customer retrieved',
  accountsRetrieved: 'Managed Accounts Successfully Retrieved',
  accountNotFound: 'Dedicated account not found',
}
