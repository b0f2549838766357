import type { MessagingSimulator } from '../sms-simulator/server.d.mts'

export type WhatsAppSimulatorOptions = {
  /** 0 picks a free port. */
  port?: number
  host?: string
  /** The Bearer token the app must send. */
  token?: string
  phoneNumberId?: string
  /** Signs the webhooks (X-Hub-Signature-256). */
  appSecret?: string
  /** Where status and inbound webhooks are POSTed; none means no webhooks. */
  webhookUrl?: string
  webhookRetries?: number
  log?: (line: string) => void
}

export function startWhatsAppSimulator(
  options?: WhatsAppSimulatorOptions,
): Promise<MessagingSimulator>

/** GET /__simulator/messages: the template messages the app sent, oldest first. */
export type SimulatedWhatsApp = {
  id: string
  to: string
  template: string
  language: string
  parameters: string[]
  biz_opaque_callback_data?: string
  /** accepted, then the last status webhook sent (sent, delivered, failed). */
  status: string
  created_at: string
  webhook_attempts: number
  webhook_deliveries: number
}
