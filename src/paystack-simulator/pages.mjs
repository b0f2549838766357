// The simulator's own HTML pages share one frame: a small card, a "no real money" badge, and
// amounts written as Paystack's checkout writes them.

export const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** JSON inside <script>: `<` escaped so no value can close the element. */
export const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c')

export function formatAmount(minorUnits, currency) {
  const whole = Math.floor(minorUnits / 100)
  const fraction = minorUnits % 100
  const number = `${whole.toLocaleString('en-NG')}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`
  return currency === 'NGN' ? `₦${number}` : `${currency} ${number}`
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14213d;background:#eef2f6}
body.inline{background:rgba(10,20,40,.6)}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;padding:24px;box-shadow:0 10px 30px rgba(0,0,0,.2)}
h1{font-size:1.25rem;margin:0 0 4px}
.badge{display:inline-block;margin:0 0 12px;padding:2px 10px;border-radius:999px;background:#fff4ce;color:#5c4400;font-size:.85rem;font-weight:600}
.amount{font-size:2rem;font-weight:700;margin:8px 0 0}
.email{margin:0 0 16px;color:#44506a;word-break:break-all}
.note{font-size:.9rem;color:#44506a}
.alert{padding:12px;border-radius:8px;background:#fde8e8;color:#8a1c1c;font-weight:600}
.status{padding:12px;border-radius:8px;background:#e3f6ea;color:#14532d;font-weight:600}
.actions{display:grid;gap:12px;margin-top:16px}
button{width:100%;min-height:48px;font:inherit;font-weight:600;border-radius:8px;border:2px solid #14213d;background:#fff;color:#14213d;cursor:pointer}
button[value=pay]{background:#0b7a3b;border-color:#0b7a3b;color:#fff}
button[value=decline],button[value=cancel]{border-color:#b42318;color:#b42318}
.details{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 16px}
.details dt{color:#44506a}
.details dd{margin:0;font-weight:600}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
button:disabled{opacity:.6;cursor:progress}
`

export function page(title, body, { inline = false, script = '' } = {}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body class="${inline ? 'inline' : 'hosted'}">
${body}
${script ? `<script>${script}</script>` : ''}
</body>
</html>`
}

/** "every month" for a monthly plan; `plan` is absent for a one-off payment. */
const EVERY = {
  daily: 'every day',
  weekly: 'every week',
  monthly: 'every month',
  quarterly: 'every quarter',
  biannually: 'every six months',
  annually: 'every year',
}

export const priceText = (amount, currency, plan) =>
  `${formatAmount(amount, currency)}${plan ? ` ${EVERY[plan.interval]}` : ''}`

export const noticeHtml = (notice) =>
  `<div id="notice">${notice ? `<p role="${notice.role}" class="${notice.role}">${escapeHtml(notice.text)}</p>` : ''}</div>`
