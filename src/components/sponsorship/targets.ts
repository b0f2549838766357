/** Scroll targets shared by the sections, the buttons that open them and the tests (a plain module, so server code reads real values). */
export const targets = {
  donate: 'donate',
  donationForm: 'donation-form',
  sponsor: 'sponsor',
  sponsorApplication: 'sponsor-application',
  pitchDeck: 'pitch-deck',
} as const

/**
 * Where the application form posts without JavaScript (useActionState's permalink): ?open=sponsor,
 * so the answer's page has the section open and shows the form's errors and what was typed.
 */
export const SPONSOR_APPLICATION_ANSWER = `/sponsorship?open=sponsor#${targets.sponsorApplication}`
