/** Scroll targets shared by the sections, the buttons that open them and the tests (a plain module, so server code reads real values). */
export const targets = {
  donate: 'donate',
  donationForm: 'donation-form',
  sponsor: 'sponsor',
  sponsorApplication: 'sponsor-application',
  pitchDeck: 'pitch-deck',
} as const
