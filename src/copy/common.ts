/** Texts shared by every public page, word for word from public-site.md. */
export const common = {
  nav: {
    home: 'Home',
    sponsorship: 'Sponsorship',
    impact: (product: string) => `${product} Impact`,
  },
  joinNow: 'Join Now',
  themeToggle: { toDark: 'Switch to dark mode', toLight: 'Switch to light mode' },
  menu: { open: 'Open menu', close: 'Close menu' },
  notFound: { code: '404', text: 'Oops! Page not found', home: 'Return to Home' },
  footer: {
    about: 'About Us',
    contact: 'Contact',
    rights: (product: string, year: number) => `© ${year} ${product}. All rights reserved.`,
    /** Each platform as its owner writes it (a CSS capitalize gave "Youtube"). */
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      x: 'X',
      youtube: 'YouTube',
      linkedin: 'LinkedIn',
      whatsapp: 'WhatsApp',
      tiktok: 'TikTok',
    },
  },
} as const
