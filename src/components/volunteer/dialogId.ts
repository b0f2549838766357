/** The Volunteer Application dialog's id: without JavaScript its button is a link to it. */
export const DIALOG_ID = 'volunteer-application'
