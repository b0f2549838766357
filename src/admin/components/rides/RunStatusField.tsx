'use client'

import {
  ConfirmationModal,
  SelectField,
  useDocumentInfo,
  useField,
  useFormFields,
  useModal,
} from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'

import { ridesCopy } from '@/copy/rides'

const MODAL = 'cancel-bus-run'

/**
 * A bus run's Status, asking before a saved run is set to Cancelled (issue #29: choosing it and
 * saving cancelled every booking and e-mailed every passenger with no question). Answering no puts
 * it back to Scheduled; answering yes leaves Cancelled for the Save that does it.
 */
export const RunStatusField: SelectFieldClientComponent = (props) => {
  const { id, initialData } = useDocumentInfo()
  const { setValue } = useField<string>({ potentiallyStalePath: props.path })
  const booked = useFormFields(([fields]) => fields.booked?.value as number | undefined)
  const { openModal } = useModal()
  const copy = ridesCopy.runCancel
  return (
    <>
      <SelectField
        {...props}
        onChange={(next) => {
          if (id && next === 'cancelled' && initialData?.status !== 'cancelled') openModal(MODAL)
        }}
      />
      <ConfirmationModal
        modalSlug={MODAL}
        heading={copy.heading}
        body={copy.body(booked ?? 0)}
        confirmLabel={copy.confirm}
        cancelLabel={copy.keep}
        onCancel={() => setValue('scheduled')}
        onConfirm={() => undefined}
      />
    </>
  )
}
