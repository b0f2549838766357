export type SmsSimulatorOptions = {
  /** 0 picks a free port. */
  port?: number
  host?: string
  /** The api_key the app must send. */
  apiKey?: string
  /** Signs the delivery reports (X-Termii-Signature, HMAC-SHA512). */
  secretKey?: string
  /** The one registered sender ID. */
  senderId?: string
  /** Where delivery reports are POSTed; none means no reports. */
  webhookUrl?: string
  webhookRetries?: number
  log?: (line: string) => void
}

export type MessagingSimulator = { url: string; port: number; close: () => Promise<void> }

export function startSmsSimulator(options?: SmsSimulatorOptions): Promise<MessagingSimulator>

/** GET /__simulator/messages: what the app sent, oldest first (the simulator's view, not Termii's). */
export type SimulatedSms = {
  message_id: string
  to: string
  from: string
  sms: string
  channel: 'generic' | 'dnd' | 'whatsapp'
  /** The last status reported: 'Message Sent' until a report went out. */
  status: string
  created_at: string
  webhook_attempts: number
  webhook_deliveries: number
}
