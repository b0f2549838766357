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
    resumeHint: 'A PDF or Word file, up to 5 MB.',
    /** After a POST without JavaScript: the browser cannot keep a chosen file. */
    resumeAgain: 'If you added a resume, please choose it again.',
  },
  areas: PREFERRED_AREAS,
  submit: 'Submit Application',
  submitting: 'Submitting...',
  required: { title: 'Error', description: 'Please fill in all required fields' },
  success: {
    title: 'Success!',
    description: 'Your volunteer application has been submitted successfully.',
  },
  errorTitle: 'Error',
  failed: (message: string) => `Submission failed: ${message}`,
  failedGeneric: 'Submission failed',
  /** public-site.md: a permission refusal from the server is shown in these words. */
  accessDenied: 'Access denied. This form requires proper permissions to submit.',
} as const
