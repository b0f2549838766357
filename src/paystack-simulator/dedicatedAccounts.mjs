// Customers (POST /customer) and Dedicated Virtual Accounts (/dedicated_account): a donor's own
// account number, and the control API's bank transfer into it, which Paystack reports as a signed
// charge.success of channel dedicated_nuban naming the account's customer.
import { DOMAIN, INTEGRATION, MESSAGES } from './contract.mjs'
import { customerData, customerFor, findCustomer } from './customers.mjs'
import { HttpError, paginate, sendJson } from './http.mjs'
import { route, under } from './router.mjs'
import { newId, randomString } from './state.mjs'
import { chargeSuccessData, newTransaction } from './transactions.mjs'
import { emit } from './webhooks.mjs'

/** @typedef {import('./state.mjs').Simulator} Simulator */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The banks a Dedicated Virtual Account is offered at; test mode has only test-bank. */
const DVA_BANKS = {
  'test-bank': { name: 'Test Bank', id: 1 },
  'wema-bank': { name: 'Wema Bank', id: 20 },
  'titan-paystack': { name: 'Paystack-Titan', id: 68 },
}

/** @param {Simulator} sim */
const accountsOf = (sim) => /** @type {Map<string, any>} */ (sim.dedicatedAccounts)

/** POST /customer's answer: Paystack's customer with its lists (CustomerCreateResponse). */
const customerCreated = (customer) => ({
  ...customerData(customer),
  transactions: [],
  subscriptions: [],
  authorizations: [],
  integration: INTEGRATION,
  domain: DOMAIN,
  metadata: customer.metadata ?? {},
  createdAt: customer.createdAt,
  updatedAt: customer.updatedAt ?? customer.createdAt,
  identified: false,
  identifications: null,
})

/** A Dedicated Virtual Account as Paystack's create, fetch and list give it. */
const accountData = (sim, account, { created = false } = {}) => ({
  bank: { ...account.bank },
  account_name: account.account_name,
  account_number: account.account_number,
  assigned: true,
  currency: 'NGN',
  metadata: null,
  active: account.active,
  id: account.id,
  created_at: account.created_at,
  updated_at: account.created_at,
  split_config: null,
  ...(created
    ? {
        assignment: {
          integration: INTEGRATION,
          assignee_id: account.customer.id,
          assignee_type: 'Customer',
          expired: false,
          account_type: 'PAY-WITH-TRANSFER-RECURRING',
          assigned_at: account.created_at,
          expired_at: null,
        },
      }
    : {}),
  customer: { ...customerData(account.customer), metadata: account.customer.metadata ?? {} },
})

const text = (value) => (typeof value === 'string' ? value.trim() : '')

/** @param {import('./router.mjs').Request} request */
function createCustomer({ sim, res, body }) {
  const email = text(body.email)
  if (!EMAIL.test(email)) throw new HttpError(400, 'Invalid Email Address')
  // Paystack keeps one customer per e-mail: a second create answers it, with what was sent added.
  const customer = customerFor(sim, email)
  for (const field of ['first_name', 'last_name', 'phone'])
    if (text(body[field])) customer[field] = text(body[field])
  customer.updatedAt = new Date().toISOString()
  return sendJson(res, 200, {
    status: true,
    message: MESSAGES.customerCreated,
    data: customerCreated(customer),
  })
}

/** @param {import('./router.mjs').Request} request */
function createAccount({ sim, res, body }) {
  const customer =
    findCustomer(sim, text(body.customer)) ??
    [...sim.customers.values()].find((c) => String(c.id) === text(String(body.customer ?? '')))
  if (!customer) throw new HttpError(404, MESSAGES.customerNotFound)
  // Paystack asks for the customer's names (and a phone) before it assigns an account.
  if (!customer.first_name || !customer.last_name)
    throw new HttpError(400, MESSAGES.customerNamesRequired)
  const slug = text(body.preferred_bank) || 'test-bank'
  const bank = DVA_BANKS[slug]
  if (!bank) throw new HttpError(400, MESSAGES.unknownBank)
  if ([...accountsOf(sim).values()].some((a) => a.customer === customer && a.active))
    throw new HttpError(400, MESSAGES.accountExists)
  let accountNumber
  do accountNumber = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
  while (accountsOf(sim).has(accountNumber))
  const account = {
    id: newId(sim),
    account_number: accountNumber,
    account_name: `FELLOWSHIP/${customer.first_name} ${customer.last_name}`.toUpperCase(),
    bank: { ...bank, slug },
    customer,
    active: true,
    created_at: new Date().toISOString(),
  }
  accountsOf(sim).set(accountNumber, account)
  return sendJson(res, 200, {
    status: true,
    message: MESSAGES.accountCreated,
    data: accountData(sim, account, { created: true }),
  })
}

/** @param {import('./router.mjs').Request} request */
function listAccounts({ sim, res, query }) {
  const customer = query.get('customer')
  const active = query.get('active')
  const accounts = [...accountsOf(sim).values()].filter(
    (a) =>
      (!customer || String(a.customer.id) === customer) &&
      (active === null || String(a.active) === active),
  )
  const page = Number(query.get('page') ?? 1) || 1
  const perPage = Number(query.get('perPage') ?? 50) || 50
  const { data, meta } = paginate(accounts, page, perPage)
  return sendJson(res, 200, {
    status: true,
    message: MESSAGES.accountsRetrieved,
    data: data.map((a) => accountData(sim, a)),
    meta,
  })
}

/** @param {Simulator} sim */
const accountById = (sim, id) => {
  const account = [...accountsOf(sim).values()].find((a) => String(a.id) === id)
  if (!account) throw new HttpError(404, MESSAGES.accountNotFound)
  return account
}

/**
 * The control API's bank transfer into an account: a paid transaction of channel dedicated_nuban
 * (verify finds it by its reference), reported by a signed charge.success as Paystack's is.
 * { amount } in kobo; { email } pays as a customer Paystack knows no account of ours for.
 * @param {import('./router.mjs').Request} request
 */
function transferIn({ sim, res, params, body }) {
  const account = accountsOf(sim).get(params.account)
  if (!account) throw new HttpError(404, MESSAGES.accountNotFound)
  const { amount } = body
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new HttpError(400, 'amount must be a whole number of kobo')
  const now = new Date().toISOString()
  const tx = newTransaction(sim, {
    email: account.customer.email,
    amount,
    currency: 'NGN',
    // Paystack names a transfer's transaction itself, in its reference alphabet.
    reference: `T${Date.now()}${randomString(6)}`,
    metadata: {
      receiver_account_number: account.account_number,
      receiver_bank: account.bank.name,
      custom_fields: [],
    },
    plan: undefined,
    authorization: {
      id: newId(sim),
      authorization_code: `AUTH_${randomString(10)}`,
      bin: '008XXX',
      last4: 'X553',
      exp_month: '12',
      exp_year: String(new Date().getUTCFullYear()),
      channel: 'dedicated_nuban',
      card_type: 'transfer',
      bank: null,
      country_code: 'NG',
      brand: 'Managed Account',
      reusable: false,
      signature: null,
      account_name: null,
      sender_country: 'NG',
      sender_bank: 'Sender Bank',
      sender_bank_account_number: 'XXXXXX4053',
    },
  })
  Object.assign(tx, {
    status: 'success',
    paid_at: now,
    channel: 'dedicated_nuban',
    receiver: { account_number: account.account_number, bank: account.bank.name },
  })
  sim.byReference.set(tx.reference, tx)
  emit(sim, tx, 'charge.success', chargeSuccessData(sim, tx))
  return sendJson(res, 200, { status: true, message: 'Transferred', data: tx })
}

export const routes = [
  under('/customer', { key: true, body: (method) => method === 'POST' }),
  route('POST', '/customer', createCustomer),
  under('/dedicated_account', { key: true, body: (method) => method === 'POST' }),
  route('POST', '/dedicated_account', createAccount),
  route('GET', '/dedicated_account', listAccounts),
  route('GET', '/dedicated_account/:dedicated_account', ({ sim, res, params }) =>
    sendJson(res, 200, {
      status: true,
      message: MESSAGES.accountRetrieved,
      data: accountData(sim, accountById(sim, params.dedicated_account)),
    }),
  ),
  route('POST', '/__simulator/dedicated-accounts/:account/transfer', transferIn),
]
