'use client'

import { Island } from '../ui/Island.client'

type PitchDeckModule = typeof import('./PitchDeckForm.client')
type ImpactReportModule = typeof import('./ImpactReportForm.client')
type SponsorApplicationModule = typeof import('./SponsorApplicationForm.client')

/** The forms as the server renders them; `typeof window` is decided at build time, so the browser's bundle leaves them out. */
const onServer =
  typeof window === 'undefined'
    ? {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only
        PitchDeckForm: (require('./PitchDeckForm.client') as PitchDeckModule).PitchDeckForm,
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only
        ImpactReportForm: (require('./ImpactReportForm.client') as ImpactReportModule)
          .ImpactReportForm,
        SponsorApplicationForm:
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only
          (require('./SponsorApplicationForm.client') as SponsorApplicationModule)
            .SponsorApplicationForm,
      }
    : null

const loadPitchDeck = () => import('./PitchDeckForm.client').then((module) => module.PitchDeckForm)
const loadImpactReport = () =>
  import('./ImpactReportForm.client').then((module) => module.ImpactReportForm)
const loadSponsorApplication = () =>
  import('./SponsorApplicationForm.client').then((module) => module.SponsorApplicationForm)

/** The pitch-deck request: its code comes when its dialog is opened. */
export const PitchDeckIsland = () => (
  <Island server={() => onServer && <onServer.PitchDeckForm />} load={loadPitchDeck} />
)

/** The impact report request: its code comes when it is scrolled into view. */
export const ImpactReportIsland = () => (
  <Island server={() => onServer && <onServer.ImpactReportForm />} load={loadImpactReport} />
)

/** The sponsorship application: its code comes when its section is opened and in view. */
export const SponsorApplicationIsland = () => (
  <Island
    server={() => onServer && <onServer.SponsorApplicationForm />}
    load={loadSponsorApplication}
  />
)
