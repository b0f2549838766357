// Customers and their saved cards (authorizations). Paystack keeps one customer per e-mail and
// creates it at the first checkout or on POST /customer (dedicatedAccounts.mjs).
import { newCode, newId } from './state.mjs'

/** Paystack's test cards; "Update card" on the manage page moves to the next one. */
export const TEST_CARDS = [
  { bin: '408408', last4: '4081', brand: 'visa', card_type: 'visa ' },
  { bin: '539983', last4: '8381', brand: 'mastercard', card_type: 'mastercard ' },
  { bin: '506066', last4: '6666', brand: 'verve', card_type: 'verve ' },
]

/** @param {import('./state.mjs').Simulator} sim */
export const customerFor = (sim, email) => {
  const key = email.toLowerCase()
  let customer = sim.customers.get(key)
  if (!customer) {
    customer = {
      id: newId(sim),
      customer_code: newCode(sim, 'CUS_', 15),
      email,
      // What Paystack holds for a customer who only ever gave an e-mail at checkout.
      first_name: null,
      last_name: null,
      phone: null,
      metadata: null,
      risk_action: 'default',
      international_format_phone: null,
      authorizations: [],
      createdAt: new Date().toISOString(),
    }
    sim.customers.set(key, customer)
  }
  return customer
}

/** @param {import('./state.mjs').Simulator} sim */
export const findCustomer = (sim, emailOrCode) =>
  typeof emailOrCode === 'string'
    ? (sim.customers.get(emailOrCode.toLowerCase()) ??
      [...sim.customers.values()].find((c) => c.customer_code === emailOrCode))
    : undefined

/** @param {import('./state.mjs').Simulator} sim */
export const newAuthorization = (sim, card = TEST_CARDS[0]) => ({
  id: newId(sim),
  authorization_code: newCode(sim, 'AUTH_', 10),
  bin: card.bin,
  last4: card.last4,
  exp_month: '12',
  exp_year: String(new Date().getUTCFullYear() + 3),
  channel: 'card',
  card_type: card.card_type,
  bank: 'TEST BANK',
  country_code: 'NG',
  brand: card.brand,
  reusable: true,
  signature: newCode(sim, 'SIG_', 20),
  account_name: null,
})

export const customerData = (customer) => ({
  id: customer.id,
  first_name: customer.first_name,
  last_name: customer.last_name,
  email: customer.email,
  customer_code: customer.customer_code,
  phone: customer.phone,
  metadata: customer.metadata,
  risk_action: customer.risk_action,
  international_format_phone: customer.international_format_phone,
})

// Paystack shows an authorization's id only as POST /subscription's `authorization`.
export const authorizationData = ({ id: _id, ...authorization }) => authorization
