import type { Booking, MeetingPage, VendorBooking } from '@vitrine/contracts/meetings';
import type { UserCredits } from '@vitrine/contracts/credits';
import { MEETING_CREDIT_COST } from '@vitrine/contracts/meeting-policy';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { dayIn, mondayOf } from '../src/features/meetings/rules/week-calendar.ts';
import { apiAs, demoCustomer, describeSharedJourney, signInAt } from './support/harness.ts';

const demoVendor = { email: 'vendor@vitrine.local', password: demoCustomer.password };

/**
 * Issue 11's web journey: the demo customer books a video meeting from the demo vendor's shop
 * through every step, the demo vendor sees it in the console's week calendar, and the customer
 * cancels it from Meetings (more than 24 hours ahead) and sees the credits back in the balance.
 */
describeSharedJourney(
  'booking a video meeting, seeing it on both sides, cancelling it',
  (journey) => {
    const api = <T>(page: Page, path: string) => apiAs<T>(journey(), page, path);

    const signIn = (account: { email: string; password: string }, to: string) =>
      signInAt(journey(), account, to);

    const shownBalance = (page: Page) =>
      page.getByRole('region', { name: 'Balance' }).locator('p').nth(0).textContent();

    const heading = (page: Page, name: string) =>
      page.getByRole('heading', { level: 2, name, exact: true }).waitFor();

    it('books through every step, shows in the shop calendar, and refunds a cancellation', async () => {
      const customer = await signIn(demoCustomer, '/user');
      const before = (await api<UserCredits>(customer, '/user/credits?limit=1')).balance;
      expect(before).toBeGreaterThanOrEqual(MEETING_CREDIT_COST);
      // The demo meetings are with the demo vendor's shop.
      const seeded = await api<MeetingPage>(customer, '/user/meetings?when=all');
      const shopId = seeded.items[0]!.shopId;

      // From the shop's page, through the six steps.
      await customer.goto(`/shop/${shopId}`);
      await customer.getByRole('link', { name: 'Book a video meeting' }).click();
      await heading(customer, 'Date');
      const next = customer.getByRole('button', { name: 'Next', exact: true });
      expect(await next.isDisabled()).toBe(true);
      // The third day with free times is at least two days ahead: cancelling refunds in full.
      await customer
        .getByRole('radiogroup', { name: 'Meeting date' })
        .getByRole('radio')
        .nth(2)
        .click();
      await next.click();
      await heading(customer, 'Time');
      await customer.getByText(/Times are in your time zone .* The shop keeps/).waitFor();
      await customer
        .getByRole('radiogroup', { name: 'Meeting time' })
        .locator('button:not([disabled])')
        .first()
        .click();
      await next.click();
      await heading(customer, 'Interests');
      expect(await next.isDisabled()).toBe(true);
      await customer.getByRole('checkbox', { name: 'Bridal' }).check();
      await next.click();
      await heading(customer, 'Budget');
      await customer.getByLabel('Highest price (₹)').fill('25000');
      await next.click();
      await heading(customer, 'Invitees');
      await customer.getByLabel('Their name').fill('Asha Rao');
      await customer.getByLabel('Their email').fill('asha.rao@example.com');
      await customer.getByRole('button', { name: 'Add this person' }).click();
      await customer.getByRole('list', { name: 'Invited' }).getByText('Asha Rao').waitFor();
      await next.click();
      await heading(customer, 'Review');
      const credits = customer.getByRole('region', { name: 'Credits' });
      await credits.getByText(`Balance now: ${before} credits`).waitFor();
      await credits
        .getByText(`Balance after booking: ${before - MEETING_CREDIT_COST} credits`)
        .waitFor();
      await customer
        .getByRole('button', { name: `Book for ${MEETING_CREDIT_COST} credits` })
        .click();
      await customer.getByText('Your meeting is booked').waitFor();
      const detailHref = await customer
        .getByRole('link', { name: 'See the meeting' })
        .getAttribute('href');
      const bookingId = detailHref!.split('/').pop()!;
      const booked = await api<Booking>(customer, `/user/bookings/${bookingId}`);
      expect(booked.status).toBe('booked');
      expect(booked.attendees.map((a) => a.email)).toContain('asha.rao@example.com');
      expect((await api<UserCredits>(customer, '/user/credits?limit=1')).balance).toBe(
        before - MEETING_CREDIT_COST,
      );

      // The shop sees it in its week calendar.
      const vendor = await signIn(demoVendor, '/vendor/bookings?view=calendar');
      const shopWeek = mondayOf(dayIn(booked.startsAt, booked.shopTimeZone));
      const thisWeek = mondayOf(dayIn(new Date(), booked.shopTimeZone));
      const calendar = vendor.getByRole('region', { name: /Week calendar/ });
      await calendar.waitFor();
      const weeks = Math.round((Date.parse(shopWeek) - Date.parse(thisWeek)) / (7 * 86_400_000));
      for (let i = 0; i < weeks; i++) {
        await vendor.getByRole('button', { name: 'Next week' }).click();
      }
      const customerName = booked.attendees.find((a) => a.role === 'booker')!.name;
      const entry = calendar.getByRole('button', { name: new RegExp(`${customerName} · Booked`) });
      await expect.poll(() => entry.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      const shopSide = await vendorBookingsOf(vendor, booked);
      expect(shopSide.map((b) => b.id)).toContain(bookingId);

      // The customer cancels it from Meetings and gets the credits back.
      await customer.getByRole('link', { name: 'All my meetings' }).click();
      const card = customer.locator('li', {
        has: customer.locator(`a[href="/user/meetings/${bookingId}"]`),
      });
      await card.waitFor();
      await card.getByRole('button', { name: 'Cancel', exact: true }).click();
      const dialog = customer.getByRole('dialog', { name: 'Cancel this meeting?' });
      await dialog.getByText(`Cancelling now gives back ${MEETING_CREDIT_COST} credits.`).waitFor();
      await dialog.getByRole('button', { name: 'Cancel the meeting' }).click();
      // The dialog closes and the app says what the cancellation did.
      await customer
        .getByRole('status')
        .filter({
          hasText: `cancelled: ${MEETING_CREDIT_COST} credits are back in your balance.`,
        })
        .waitFor();
      await card.getByText(`${MEETING_CREDIT_COST} credits refunded`).waitFor();
      await card.getByText('Cancelled by you').waitFor();

      await customer.goto('/user/credits');
      await customer.getByRole('region', { name: 'Balance' }).waitFor();
      await expect.poll(() => shownBalance(customer)).toBe(`${before} credits`);
    });

    async function vendorBookingsOf(vendor: Page, booked: Booking): Promise<VendorBooking[]> {
      const page = await api<{ items: VendorBooking[] }>(
        vendor,
        `/vendor/bookings?shopId=${booked.shopId}&when=upcoming&limit=100`,
      );
      return page.items;
    }
  },
);
