import type { Payload, PayloadRequest } from 'payload'

import { confirmedPassengersOf, passengerOfCode, type Passenger } from '@/lib/db/rides'

export type { Passenger }

/**
 * A run's confirmed passengers, stop by stop in pickup order: what its driver is given (the
 * day-before e-mail, the driver's page). Read in the request's transaction when there is one.
 */
export const confirmedPassengers = (
  payload: Payload,
  runId: number,
  req?: PayloadRequest,
): Promise<Passenger[]> => confirmedPassengersOf(payload, runId, req)

/** One booking as its driver knows it, whatever its status; null when there is none. */
export const passengerOf = (
  payload: Payload,
  code: string,
  req?: PayloadRequest,
): Promise<Passenger | null> => passengerOfCode(payload, code, req)
