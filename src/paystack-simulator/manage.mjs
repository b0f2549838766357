// The subscriber's management page behind a manage link (subscriptions.mjs hands them out):
// change the card, or stop the subscription renewing.
import { MESSAGES } from './contract.mjs'
import { TEST_CARDS, newAuthorization } from './customers.mjs'
import { sendHtml } from './http.mjs'
import { escapeHtml, noticeHtml, page, priceText } from './pages.mjs'
import { route } from './router.mjs'
import { BILLED, ENDED, cancel, touch } from './subscriptions.mjs'

/** @typedef {import('./state.mjs').Simulator} Simulator */

/** @param {Simulator} sim */
const managedSubscription = (sim, code, token) => {
  const sub = sim.subscriptions.get(code)
  return sub && typeof token === 'string' && sub.manage_tokens.has(token) ? sub : undefined
}

/**
 * @param {Simulator} sim
 * @param {import('node:http').ServerResponse} res
 */
function managePage(sim, res, code, token, statusCode = 200, notice = undefined) {
  const sub = managedSubscription(sim, code, token)
  if (!sub) return sendHtml(res, 403, invalidManageLinkPage())
  sendHtml(res, statusCode, renderManage(sub, token, notice))
}

/** The page's Update card and Cancel subscription buttons. */
const manageAction =
  (action) =>
  /** @param {import('./router.mjs').Request} request */
  ({ sim, res, params, query, body }) => {
    const code = params.code
    const token = body.subscription_token ?? query.get('subscription_token')
    const sub = managedSubscription(sim, code, token)
    if (!sub) return sendHtml(res, 403, invalidManageLinkPage())
    if (ENDED.includes(sub.status) || (action === 'cancel' && !BILLED.includes(sub.status)))
      return managePage(sim, res, code, token, 409, { role: 'alert', text: MESSAGES.notBilled })
    if (action === 'cancel') {
      cancel(sim, sub, 'non-renewing')
      return managePage(sim, res, code, token, 200, {
        role: 'status',
        text: MESSAGES.subscriptionCancelled,
      })
    }
    const current = TEST_CARDS.findIndex((card) => card.last4 === sub.authorization.last4)
    sub.authorization = newAuthorization(sim, TEST_CARDS[(current + 1) % TEST_CARDS.length])
    sub.customer.authorizations.push(sub.authorization)
    touch(sub)
    return managePage(sim, res, code, token, 200, { role: 'status', text: MESSAGES.cardUpdated })
  }

// --- the page ---------------------------------------------------------------------------------

const STATUS_LABELS = {
  active: 'Active',
  attention: 'Payment due',
  'non-renewing': 'Cancelled: will not renew',
  cancelled: 'Cancelled',
  complete: 'Complete',
}

const longDate = (iso) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** Paystack's page behind a manage link: the subscriber changes the card or stops renewing. */
function renderManage(sub, token, notice) {
  const code = encodeURIComponent(sub.subscription_code)
  const button = (action, label) =>
    `<button type="submit" value="${action}" formaction="/manage/subscriptions/${code}/${action}">${label}</button>`
  const buttons = [
    ...(['active', 'attention', 'non-renewing'].includes(sub.status)
      ? [button('card', 'Update card')]
      : []),
    ...(['active', 'attention'].includes(sub.status)
      ? [button('cancel', 'Cancel subscription')]
      : []),
  ]
  const body = `<main aria-labelledby="title">
<p class="badge">Simulator: no real money</p>
<h1 id="title">Manage subscription</h1>
<p class="amount">${escapeHtml(priceText(sub.amount, sub.plan.currency, sub.plan))}</p>
<p class="email">${escapeHtml(sub.customer.email)}</p>
<dl class="details">
<dt>Plan</dt><dd>${escapeHtml(sub.plan.name)}</dd>
<dt>Card</dt><dd>${escapeHtml(sub.authorization.brand)} ending in ${escapeHtml(sub.authorization.last4)}</dd>
<dt>Next payment</dt><dd>${sub.next_payment_date ? escapeHtml(longDate(sub.next_payment_date)) : 'None'}</dd>
<dt>Status</dt><dd>${escapeHtml(STATUS_LABELS[sub.status] ?? sub.status)}</dd>
</dl>
<p class="note">This is a local Paystack simulator for development. No card is charged and no real money moves.</p>
${noticeHtml(notice)}
${
  buttons.length
    ? `<form method="post" class="actions">
<input type="hidden" name="subscription_token" value="${escapeHtml(token)}">
${buttons.join('\n')}
</form>`
    : ''
}
</main>`
  return page('Manage subscription · Paystack Simulator', body)
}

function invalidManageLinkPage() {
  return page(
    'Manage subscription · Paystack Simulator',
    `<main aria-labelledby="title"><h1 id="title">Manage subscription</h1><p role="alert" class="alert">${MESSAGES.invalidManageLink}</p></main>`,
  )
}

export const routes = [
  route('GET', '/manage/subscriptions/:code', ({ sim, res, params, query }) =>
    managePage(sim, res, params.code, query.get('subscription_token')),
  ),
  route('POST', '/manage/subscriptions/:code/card', manageAction('card'), { body: true }),
  route('POST', '/manage/subscriptions/:code/cancel', manageAction('cancel'), { body: true }),
]
