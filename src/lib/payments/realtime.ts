import pg from 'pg'

import { env } from '@/lib/config/env'

import { DONATION_EVENTS_CHANNEL } from './realtimeChannel'

/**
 * Completed donations as they happen, for the sponsorship page's 'New Donation Received!' notice.
 * Each app instance keeps ONE PostgreSQL connection LISTENing on the channel that the completing
 * UPDATE notifies (src/lib/payments/settle.ts), and fans the events out to its Server-Sent Events
 * clients, so a donation completed through any instance reaches visitors on every instance.
 */
export type DonationEvent = { id: number; amount: number; donor: string | null }
type Listener = (event: DonationEvent) => void

export class DonationEventHub {
  private listeners = new Set<Listener>()
  private client: pg.Client | null = null
  private connecting: Promise<void> | null = null
  private retryTimer: NodeJS.Timeout | null = null

  constructor(private readonly connectionString: () => string | undefined) {}

  get size() {
    return this.listeners.size
  }

  /** Resolves once this instance is listening, so nothing completed afterwards is missed. */
  async subscribe(listener: Listener): Promise<() => void> {
    this.listeners.add(listener)
    try {
      await this.listen()
    } catch (error) {
      // The caller never gets an unsubscribe; kept, the listener would receive events forever.
      this.listeners.delete(listener)
      throw error
    }
    return () => {
      // Idempotent: a second call must not stop a LISTEN connection others now rely on.
      if (!this.listeners.delete(listener)) return
      if (this.listeners.size === 0) void this.stop()
    }
  }

  private listen(): Promise<void> {
    if (this.client) return Promise.resolve()
    if (this.connecting) return this.connecting
    this.connecting = (async () => {
      const client = new pg.Client({ connectionString: this.connectionString() })
      client.on('notification', (message) => {
        if (message.channel !== DONATION_EVENTS_CHANNEL || !message.payload) return
        let event: DonationEvent
        try {
          const parsed = JSON.parse(message.payload) as {
            id: number
            amount: number | string
            donor: string | null
          }
          event = { id: parsed.id, amount: Number(parsed.amount), donor: parsed.donor }
        } catch {
          return
        }
        for (const listener of this.listeners) listener(event)
      })
      // A dropped connection is reopened while anyone is still listening.
      client.on('error', () => this.reconnectSoon(client))
      client.on('end', () => this.reconnectSoon(client))
      try {
        await client.connect()
        await client.query(`LISTEN ${DONATION_EVENTS_CHANNEL}`)
      } catch (error) {
        await client.end().catch(() => {})
        throw error
      }
      this.client = client
      // Everyone left while it connected: nobody would close it later.
      if (this.listeners.size === 0) await this.stop()
    })().finally(() => {
      this.connecting = null
    })
    return this.connecting
  }

  private reconnectSoon(client: pg.Client) {
    if (this.client !== client) return
    this.client = null
    if (this.listeners.size === 0 || this.retryTimer) return
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      if (this.listeners.size > 0) this.listen().catch(() => this.reconnectSoon(client))
    }, 2000)
    this.retryTimer.unref()
  }

  async stop() {
    const client = this.client
    this.client = null
    if (client) await client.end().catch(() => {})
  }
}

/** This instance's hub. */
export const donationEvents = new DonationEventHub(() => env('DATABASE_URI'))

/**
 * Per-instance caps on open Server-Sent Events streams, in total and per client address, so one
 * visitor (or one attacker) cannot hold every file descriptor. A slot is released exactly once.
 */
export type SlotRefusal = 'address' | 'total'
type Slot = { release: () => void }

class ConnectionSlots {
  private perAddress = new Map<string, number>()
  private open = 0

  /** Streams open now. */
  get total() {
    return this.open
  }

  /** Addresses holding at least one stream (an address at 0 is forgotten). */
  get addresses() {
    return this.perAddress.size
  }

  held(key: string) {
    return this.perAddress.get(key) ?? 0
  }

  acquire(key: string, limits: { perAddress: number; total: number }): Slot | SlotRefusal {
    const mine = this.held(key)
    if (mine >= limits.perAddress) return 'address'
    if (this.open >= limits.total) return 'total'
    this.perAddress.set(key, mine + 1)
    this.open += 1
    let released = false
    return {
      release: () => {
        if (released) return
        released = true
        this.open -= 1
        const left = this.held(key) - 1
        if (left > 0) this.perAddress.set(key, left)
        else this.perAddress.delete(key)
      },
    }
  }
}

/** This instance's donation-events streams. */
export const donationEventSlots = new ConnectionSlots()
