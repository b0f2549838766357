/** The public site's error screens (src/app/(frontend)/error.tsx and src/app/global-error.tsx). */
export const errorsCopy = {
  title: 'Something went wrong',
  text: 'This page could not be shown just now. Please try again in a moment.',
  tryAgain: 'Try again',
  home: 'Return to Home',
} as const
