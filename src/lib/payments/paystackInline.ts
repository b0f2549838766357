/**
 * Paystack's Inline script (v2) in the browser: loaded once, on demand. The checkout continues a
 * transaction the server initialized (resumeTransaction), so the browser never sets the amount.
 */
type PaystackCallbacks = {
  onSuccess: (transaction: { reference: string }) => void
  onCancel: () => void
  onError?: (error: { message?: string }) => void
}
type PaystackPopConstructor = new () => {
  resumeTransaction: (accessCode: string, callbacks: PaystackCallbacks) => void
}

declare global {
  interface Window {
    PaystackPop?: PaystackPopConstructor
  }
}

let loading: Promise<PaystackPopConstructor> | null = null

export const loadPaystackInline = (
  src: string,
  timeoutMs = 20_000,
): Promise<PaystackPopConstructor> => {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop)
  if (loading) return loading
  loading = new Promise<PaystackPopConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    const timer = window.setTimeout(() => fail(new Error('timed out')), timeoutMs)
    const fail = (error: Error) => {
      window.clearTimeout(timer)
      script.remove()
      loading = null
      reject(error)
    }
    script.onload = () => {
      window.clearTimeout(timer)
      if (window.PaystackPop) resolve(window.PaystackPop)
      else fail(new Error('PaystackPop missing'))
    }
    script.onerror = () => fail(new Error('could not load'))
    document.head.appendChild(script)
  })
  return loading
}
