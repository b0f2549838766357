// Text messages for `npm start`: Termii and WhatsApp when their keys are set; otherwise the local
// simulators (src/sms-simulator, src/whatsapp-simulator), started here and wired in through the
// same variables, so the app's code path is the real one. Without keys in production (and without
// MESSAGING_SIMULATORS=true) neither runs, and messages wait in the back office's Text messages.
import { log } from './runtime.mjs'

const port = (name, fallback) => Number(process.env[name] || fallback)

export const startMessaging = async ({ appPort }) => {
  const hasSms = Boolean(process.env.TERMII_API_KEY)
  const hasWhatsApp = Boolean(process.env.WHATSAPP_TOKEN)
  const simulate =
    process.env.NODE_ENV !== 'production' || process.env.MESSAGING_SIMULATORS === 'true'
  const app = `http://127.0.0.1:${appPort}/api`
  const started = []
  if (!hasSms && simulate) {
    const { startSmsSimulator } = await import('../sms-simulator/server.mjs')
    const sms = await startSmsSimulator({
      port: port('SMS_SIMULATOR_PORT', 54410),
      webhookUrl: `${app}/termii/webhook`,
    })
    Object.assign(process.env, {
      TERMII_API_KEY: 'termii_simulator_key',
      TERMII_SECRET_KEY: 'termii_simulator_secret',
      TERMII_SENDER_ID: 'FellowRides',
      TERMII_BASE_URL: sms.url,
    })
    started.push({ name: 'SMS', simulator: sms })
  }
  if (!hasWhatsApp && simulate) {
    const { startWhatsAppSimulator } = await import('../whatsapp-simulator/server.mjs')
    const whatsApp = await startWhatsAppSimulator({
      port: port('WHATSAPP_SIMULATOR_PORT', 54420),
      webhookUrl: `${app}/whatsapp/webhook`,
    })
    Object.assign(process.env, {
      WHATSAPP_TOKEN: 'whatsapp_simulator_token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'whatsapp_simulator_app_secret',
      WHATSAPP_VERIFY_TOKEN: 'whatsapp_simulator_verify_token',
      WHATSAPP_BASE_URL: `${whatsApp.url}/v24.0`,
    })
    started.push({ name: 'WhatsApp', simulator: whatsApp })
  }
  const real = [hasSms && 'SMS: Termii', hasWhatsApp && 'WhatsApp: Cloud API'].filter(Boolean)
  const simulated = started.map(({ name, simulator }) => `${name} simulator on ${simulator.url}`)
  const kept = !simulate && (!hasSms || !hasWhatsApp)
  log(
    `Text messages: ${[...real, ...simulated].join(', ') || 'no provider'}${
      simulated.length ? ' (no keys set; nothing leaves this machine)' : ''
    }${kept ? '; without keys, messages wait in the back office (Text messages)' : ''}`,
  )
  return { stop: () => Promise.all(started.map(({ simulator }) => simulator.close())) }
}
