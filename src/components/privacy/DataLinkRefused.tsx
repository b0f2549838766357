import { FormNotice } from '@/components/forms/FormNotice'
import { DataLinkForm } from '@/components/privacy/DataLinkForm'
import { myDataCopy } from '@/copy/dataRequests'

/** A My data link that opens nothing (malformed, tampered, expired): shows nothing of anyone, says so and offers a new link. */
export const DataLinkRefused = () => (
  <div className="container-page max-w-2xl space-y-8 py-10 sm:py-14">
    <h1 className="heading-display text-4xl sm:text-5xl">{myDataCopy.title}</h1>
    <FormNotice
      testId="my-data-refused"
      notice={{ ...myDataCopy.refused, variant: 'destructive' }}
    />
    <DataLinkForm />
  </div>
)
