import { returnTripCopy } from '@/copy/returnTrips'

import { CheckboxField } from '../forms/formFields'

/**
 * 'Also book the ride home' (issue #34), on a To-church run's request when a Home run of the same
 * service goes that day: a plain checkbox, so it works without JavaScript.
 */
export function ReturnTripChoice({ leavesAt }: { leavesAt: string }) {
  return (
    <CheckboxField
      name="return_trip"
      value="yes"
      label={returnTripCopy.alsoHome}
      hint={returnTripCopy.alsoHomeHint(leavesAt)}
    />
  )
}
