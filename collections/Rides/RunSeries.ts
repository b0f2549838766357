import type {
  CollectionAfterChangeHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
  RelationshipField,
} from 'payload'

import { createChurchRows, editChurchRows, pinToOwnChurch, readChurchRows } from '@/access/churches'
import { nobody } from '@/access/nobody'
import { weeklyRunsCopy } from '@/copy/weeklyRuns'
import type { WeeklyRun } from '@/payload-types'
import { applySeriesToRuns, makeRunsOf, runDateOf, seriesDays } from '@/lib/rides/series'

import { SERVICE_DAYS, SERVICE_DAY_LABELS } from '../options'
import { slugs } from '../slugs'
import { idOf, ownChurchField } from '../Churches/shared'
import {
  runChoiceFields,
  runDriverField,
  runSeatsField,
  runServiceField,
  runStopsField,
} from './runFields'
import { runDirectionField } from './returnTrips'

/** What a change of the weekly run passes on to its coming runs. */
const PASSED_ON = ['title', 'stops', 'seats', 'kind', 'riders', 'visibility', 'driver'] as const

/** The weekly run is on its service's day (the saved service: it cannot be changed). */
const dayOfService: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const chosen = originalDoc?.service ?? data?.service
  if (!chosen) return data
  const service = await req.payload.findByID({
    collection: slugs.churchServices,
    id: idOf(chosen),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return service ? { ...data, weekday: service.day } : data
}

/**
 * Saved: the coming runs take the change (applySeriesToRuns), and the missing runs are made at
 * once, in the save's transaction and under the weekly run's lock (the hourly job does the same
 * as weeks pass).
 */
const keepRunsInStep: CollectionAfterChangeHook<WeeklyRun> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  // The driver may come populated on one side and as an id on the other.
  const value = (of: WeeklyRun, field: (typeof PASSED_ON)[number]) =>
    JSON.stringify(field === 'driver' ? (of.driver ? idOf(of.driver) : null) : of[field])
  const changed =
    operation === 'update' &&
    PASSED_ON.some((field) => value(doc, field) !== value(previousDoc, field))
  if (changed) await applySeriesToRuns(req.payload, req, doc)
  await makeRunsOf(req.payload, req, doc.id)
  return doc
}

// Fixed once saved: its runs are this service's, and its day theirs.
const seriesService: RelationshipField = {
  ...runServiceField,
  access: { update: nobody },
  admin: { description: weeklyRunsCopy.serviceHint },
}

/** The last date the weekly run has a run on now: its driver's papers must hold until then. */
const lastRunDate = (data: Record<string, unknown>) => {
  const days = seriesDays(String(data.weekday ?? ''), Number(data.weeks_ahead ?? 4))
  return days.length ? runDateOf(days[days.length - 1]) : undefined
}

/**
 * A bus run every week (issue #34): a church admin (its own church's) or staff set it once, and the
 * weekly-runs job (src/jobs/makeWeeklyRuns.ts) makes its runs for the weeks ahead, each an ordinary
 * bus run linked back to it, cancelled or changed on its own.
 */
export const RunSeries: CollectionConfig = {
  slug: slugs.runSeries,
  labels: { singular: 'Weekly run', plural: 'Weekly Runs' },
  typescript: { interface: 'WeeklyRun' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'direction', 'service', 'weekday', 'seats', 'weeks_ahead', 'active'],
    group: 'Rides',
    description: weeklyRunsCopy.description,
  },
  defaultSort: 'title',
  access: {
    read: readChurchRows,
    create: createChurchRows,
    update: editChurchRows,
    delete: editChurchRows,
  },
  hooks: {
    beforeValidate: [dayOfService],
    beforeChange: [pinToOwnChurch],
    afterChange: [keepRunsInStep],
  },
  fields: [
    ownChurchField(),
    { name: 'title', label: 'Name', type: 'text', required: true, maxLength: 120 },
    // Its runs are this service's: another service is another weekly run.
    seriesService,
    {
      name: 'weekday',
      label: 'Runs on',
      type: 'select',
      options: SERVICE_DAYS.map((day) => ({ value: day, label: SERVICE_DAY_LABELS[day] })),
      admin: { readOnly: true, description: weeklyRunsCopy.weekdayHint },
    },
    runStopsField,
    runSeatsField,
    ...runChoiceFields,
    runDirectionField,
    runDriverField(weeklyRunsCopy.driverHint, lastRunDate),
    {
      name: 'active',
      label: 'Active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: weeklyRunsCopy.activeHint },
    },
    {
      name: 'weeks_ahead',
      label: 'Weeks ahead',
      type: 'number',
      required: true,
      defaultValue: 4,
      min: 1,
      max: 12,
      admin: { step: 1, position: 'sidebar', description: weeklyRunsCopy.weeksHint },
      validate: (value: number | null | undefined) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 12
          ? true
          : weeklyRunsCopy.weeksRange,
    },
    {
      name: 'runs',
      label: 'Runs',
      type: 'join',
      collection: slugs.busRuns,
      on: 'series',
      defaultSort: 'date',
      defaultLimit: 20,
      admin: {
        defaultColumns: ['date', 'seats', 'booked', 'driver', 'status'],
        allowCreate: false,
        condition: (data) => Boolean(data?.id),
      },
    },
  ],
}
