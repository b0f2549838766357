import type { PayloadRequest } from 'payload'

import { formatDate, startOfLagosDay } from '@/lib/dates'

import { slugs } from '../slugs'
import { DRIVER_PAPERS } from './Drivers'
import { idOf } from '../Churches/shared'

export const driverMessages = {
  notFound: 'This driver was not found.',
  carNeedsDriver: 'A ride in a driver’s own car needs its driver.',
  notVerified: 'This driver is not verified yet: verify them before giving them passengers.',
  otherChurch: 'This driver drives for another church.',
  seats: (seats: number) =>
    `This driver’s vehicle has ${seats} passenger ${seats === 1 ? 'seat' : 'seats'}: the run cannot offer more.`,
  expired: (paper: string, on: string) =>
    `This driver’s ${paper} expires on ${on}, before this run: they cannot be given passengers until it is renewed.`,
} as const

/**
 * Why a driver cannot be given this run's passengers, or null when they can (issue #19): only a
 * verified driver of the run's church whose licence, roadworthiness and insurance are still valid
 * on the service date (Lagos's calendar). Read with the server's access: the run's own church is
 * what is compared.
 */
export const driverRefusal = async (
  req: PayloadRequest,
  driverId: unknown,
  run: { church?: unknown; date?: string | null; seats?: number | null },
): Promise<string | null> => {
  const driver = await req.payload.findByID({
    collection: slugs.drivers,
    id: idOf(driverId),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!driver) return driverMessages.notFound
  if (run.church && idOf(driver.church) !== idOf(run.church)) return driverMessages.otherChurch
  if (driver.status !== 'verified') return driverMessages.notVerified
  if (typeof run.seats === 'number' && run.seats > driver.seats)
    return driverMessages.seats(driver.seats)
  const day = startOfLagosDay(run.date ? new Date(run.date) : new Date()).getTime()
  for (const { field, label } of DRIVER_PAPERS) {
    const expires = driver[field]
    // Valid through the day it expires on: a paper expiring on the service day still covers it.
    if (!expires || startOfLagosDay(new Date(expires)).getTime() < day)
      return driverMessages.expired(label, formatDate(expires))
  }
  return null
}
