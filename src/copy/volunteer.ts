import { PREFERRED_AREAS } from '@collections/options'

/** The Volunteer Application dialog, word for word from public-site.md. */
export const volunteerCopy = {
  button: 'Volunteer With Us',
  title: 'Volunteer Application',
  intro: 'Tell us a little about yourself and where you would like to help.',
  fields: {
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone (optional)',
    area: 'Preferred Area',
    areaPlaceholder: 'Select an area',
    resume: 'Resume (optional: .pdf, .doc, .docx)',
  },
  areas: PREFERRED_AREAS,
  submit: 'Submit Application',
  submitting: 'Submitting...',
  required: { title: 'Error', description: 'Please fill in all required fields' },
  success: { title: 'Success!', description: 'Your volunteer application has been submitted successfully.' },
} as const
