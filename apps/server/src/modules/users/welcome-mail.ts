import { layoutMail, type MailContent } from '../../platform/mail/index.ts';

/** The first mail a new customer gets: what Vitrine offers and where to start. */
export function welcomeMail(input: { to: string; name: string; publicUrl: string }): MailContent {
  const { text, html } = layoutMail({
    heading: `Welcome to Vitrine, ${input.name}`,
    blocks: [
      {
        paragraph:
          'Your account is ready. Discover boutiques and brands near you, book a video meeting to see a collection live, and order outfits or stitching from the shops you like.',
      },
      { button: { label: 'Start exploring', url: `${input.publicUrl}/` } },
      {
        paragraph:
          'Meetings are paid in credits; you can buy a plan whenever you need one. Save shops to your favourites to find them again quickly.',
      },
    ],
    footer: `You receive this mail because an account was created for ${input.to} on Vitrine. If it was not you, reply to this mail and we will close it.`,
  });
  return { to: input.to, subject: 'Welcome to Vitrine', text, html };
}
