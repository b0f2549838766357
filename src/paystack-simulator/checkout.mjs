// Paystack's checkout, as the donor sees it: the hosted page (Pay, Decline, Close; works without
// JavaScript), the same page inside the inline.js overlay, and inline.js itself.
import { MESSAGES } from './contract.mjs'
import { HttpError, clientAddress, redirect, send, sendHtml, sendJson } from './http.mjs'
import { escapeHtml, noticeHtml, page, priceText, scriptJson } from './pages.mjs'
import { route } from './router.mjs'
import { callbackRedirect, completePayment, markDeclined, planOf } from './transactions.mjs'

/** @typedef {import('./state.mjs').Simulator} Simulator */

/**
 * @param {Simulator} sim
 * @param {import('node:http').ServerResponse} res
 */
function checkoutPage(sim, res, accessCode, inline, statusCode = 200, notice = undefined) {
  const tx = sim.byAccessCode.get(accessCode)
  if (!tx) return sendHtml(res, 404, invalidAccessCodePage(inline))
  sendHtml(res, statusCode, renderCheckout(tx, inline, notice, planOf(sim, tx)))
}

/** The Pay, Decline and Close buttons: JSON for the page's script, redirects for a bare form. */
const checkoutAction =
  (action) =>
  /** @param {import('./router.mjs').Request} request */
  ({ sim, req, res, params }) => {
    const accessCode = params.code
    const wantsJson = String(req.headers.accept ?? '').includes('application/json')
    const tx = sim.byAccessCode.get(accessCode)
    if (!tx) {
      if (wantsJson) throw new HttpError(404, MESSAGES.invalidAccessCode)
      return sendHtml(res, 404, invalidAccessCodePage(false))
    }
    try {
      if (action === 'pay') completePayment(sim, tx, clientAddress(req))
      if (action === 'decline') markDeclined(tx, clientAddress(req))
    } catch (error) {
      if (wantsJson || !(error instanceof HttpError)) throw error
      return checkoutPage(sim, res, accessCode, false, error.statusCode, {
        role: 'alert',
        text: error.message,
      })
    }
    const redirectUrl = action === 'decline' ? null : callbackRedirect(tx)
    if (wantsJson) {
      const message = { pay: MESSAGES.paid, decline: MESSAGES.declined, close: MESSAGES.closed }[
        action
      ]
      return sendJson(res, 200, {
        status: true,
        message,
        data: { id: tx.id, reference: tx.reference, status: tx.status, redirect_url: redirectUrl },
      })
    }
    // Without JavaScript the forms still work: Pay and Close go back to the app like Paystack does.
    if (redirectUrl) return redirect(res, redirectUrl)
    if (action === 'close') return sendHtml(res, 200, messagePage(MESSAGES.closed))
    return redirect(res, `/checkout/${encodeURIComponent(accessCode)}`)
  }

// --- the pages --------------------------------------------------------------------------------

function renderCheckout(tx, inline, notice, plan) {
  const code = encodeURIComponent(tx.access_code)
  const open = tx.status === 'abandoned'
  if (!notice && tx.status === 'failed') notice = { role: 'alert', text: MESSAGES.declined }
  if (!notice && tx.status !== 'abandoned') notice = { role: 'status', text: MESSAGES.paid }
  const button = (action, label) =>
    `<button type="submit" value="${action}" formaction="/checkout/${code}/${action}">${label}</button>`
  const body = `<main aria-labelledby="title">
<p class="badge">Simulator: no real money</p>
<h1 id="title">Paystack Simulator</h1>
<p class="amount">${escapeHtml(priceText(tx.amount, tx.currency, plan))}</p>
<p class="email">${escapeHtml(tx.email)}</p>
<p class="note">This is a local Paystack simulator for development. No card is charged and no real money moves.</p>
${noticeHtml(notice)}
<form method="post" class="actions" id="actions">
${open ? `${button('pay', 'Pay')}\n${button('decline', 'Decline')}\n` : ''}${button('close', 'Close')}
</form>
</main>`
  const state = {
    inline,
    id: tx.id,
    accessCode: tx.access_code,
    reference: tx.reference,
    messages: { declined: MESSAGES.declined, paid: MESSAGES.paid },
  }
  return page('Paystack Simulator', body, { inline, script: checkoutScript(state) })
}

const checkoutScript = (state) => `
(() => {
  const state = ${scriptJson(state)};
  const tell = (message) => window.parent.postMessage({ source: 'paystack-simulator', ...message }, '*');
  const form = document.getElementById('actions');
  const notice = document.getElementById('notice');
  const show = (role, text) => {
    notice.innerHTML = '';
    const p = document.createElement('p');
    p.setAttribute('role', role);
    p.className = role;
    p.textContent = text;
    notice.append(p);
  };
  const onlyClose = () => form.querySelectorAll('button:not([value=close])').forEach((b) => b.remove());
  if (state.inline) tell({ type: 'loaded', id: state.id, accessCode: state.accessCode });
  form.querySelector('button')?.focus();
  form.addEventListener('submit', async (event) => {
    const button = event.submitter;
    const action = button?.value;
    if (action === 'close') {
      // Hosted checkout: the form posts and the simulator sends the browser back to callback_url.
      if (state.inline) { event.preventDefault(); tell({ type: 'close' }); }
      return;
    }
    event.preventDefault();
    const buttons = [...form.querySelectorAll('button')];
    buttons.forEach((b) => (b.disabled = true));
    try {
      const response = await fetch(button.formAction, { method: 'POST', headers: { accept: 'application/json' } });
      const result = await response.json();
      if (!response.ok) { show('alert', result.message); onlyClose(); return; }
      if (action === 'decline') { show('alert', state.messages.declined); onlyClose(); return; }
      if (state.inline) tell({ type: 'success', reference: state.reference, id: state.id });
      else if (result.data.redirect_url) return window.location.assign(result.data.redirect_url);
      show('status', state.messages.paid);
      onlyClose();
    } catch (error) {
      show('alert', 'The simulator did not answer: ' + error.message);
    } finally {
      buttons.forEach((b) => (b.disabled = false));
    }
  });
})();
`

function invalidAccessCodePage(inline) {
  const body = `<main aria-labelledby="title"><h1 id="title">Paystack Simulator</h1><p role="alert" class="alert">${MESSAGES.invalidAccessCode}</p></main>`
  const script = inline
    ? `window.parent.postMessage(${scriptJson({ source: 'paystack-simulator', type: 'error', message: MESSAGES.invalidAccessCode })}, '*');`
    : ''
  return page('Paystack Simulator', body, { inline, script })
}

function messagePage(text) {
  return page(
    'Paystack Simulator',
    `<main aria-labelledby="title"><h1 id="title">Paystack Simulator</h1><p role="status">${escapeHtml(text)}</p></main>`,
  )
}

function inlineScript(publicUrl) {
  return `// Paystack Simulator inline.js: the part of Paystack's InlineJS v2 this project uses.
(() => {
  const BASE = ${scriptJson(publicUrl)};
  const ORIGIN = new URL(BASE).origin;
  class PaystackPop {
    resumeTransaction(accessCode, callbacks = {}) {
      const { onSuccess, onCancel, onError, onLoad } = callbacks;
      const previousFocus = document.activeElement;
      const frame = document.createElement('iframe');
      frame.title = 'Paystack Simulator checkout';
      frame.src = BASE + '/checkout/' + encodeURIComponent(accessCode) + '?mode=inline';
      frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;margin:0;padding:0;z-index:2147483647;background:transparent;';
      let id = null;
      const finish = () => {
        window.removeEventListener('message', onMessage);
        frame.remove();
        if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
      };
      const onMessage = (event) => {
        if (event.source !== frame.contentWindow || event.origin !== ORIGIN) return;
        const message = event.data;
        if (!message || message.source !== 'paystack-simulator') return;
        if (message.type === 'loaded') {
          id = message.id;
          frame.focus();
          if (onLoad) onLoad({ id, accessCode });
        } else if (message.type === 'success') {
          finish();
          const trans = String(message.id ?? id);
          if (onSuccess) onSuccess({ reference: message.reference, trans, transaction: trans, status: 'success', message: 'Approved', trxref: message.reference });
        } else if (message.type === 'close') {
          finish();
          if (onCancel) onCancel();
        } else if (message.type === 'error') {
          finish();
          if (onError) onError({ message: message.message || 'Invalid access code' });
        }
      };
      window.addEventListener('message', onMessage);
      document.body.appendChild(frame);
    }
  }
  window.PaystackPop = PaystackPop;
})();
`
}

export const routes = [
  route('GET', '/inline.js', ({ sim, res }) =>
    send(res, 200, 'application/javascript; charset=utf-8', inlineScript(sim.browserUrl)),
  ),
  route('GET', '/checkout/:code', ({ sim, res, params, query }) =>
    checkoutPage(sim, res, params.code, query.get('mode') === 'inline'),
  ),
  route('POST', '/checkout/:code/pay', checkoutAction('pay'), { body: true }),
  route('POST', '/checkout/:code/decline', checkoutAction('decline'), { body: true }),
  route('POST', '/checkout/:code/close', checkoutAction('close'), { body: true }),
]
