import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoCustomer, describeSharedJourney } from './support/harness.ts';

/**
 * Issue 15's journey: the demo customer reviews their completed meeting with the demo vendor's
 * shop from /user/rating; the shop page shows the review and the new average; the shop answers
 * from its console and the answer shows under the review on the shop page.
 */
describeSharedJourney(
  'a review of a completed meeting, on the shop page, answered by the shop',
  (journey) => {
    const stamp = Date.now();
    const review = {
      title: `Patient and precise ${stamp}`,
      body: `They held every Banarasi up to the light for me (${stamp}).`,
      answer: `Thank you! Come and see the new Kanjeevarams (${stamp}).`,
    };

    const signIn = async (page: Page, email: string, redirect: string) => {
      await page.goto(`/auth/login?redirect=${encodeURIComponent(redirect)}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(demoCustomer.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === redirect);
    };

    type ShopRating = { average: number; count: number };
    const api = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${journey().server.url}/api/v1${path}`);
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    };
    const shopNamed = async (name: string) => {
      const { items } = await api<{ items: { id: string; name: string; rating: ShopRating }[] }>(
        `/vendor/fetch-shops?searchKey=${encodeURIComponent(name)}&limit=5`,
      );
      const shop = items.find((s) => s.name === name);
      expect(shop, `the shop ${name} is searchable`).toBeDefined();
      return shop!;
    };

    it(
      'the customer reviews, the shop page shows it with the new average, the shop answers',
      { timeout: 180_000 },
      async () => {
        // 1. The customer's rating page lists the completed meeting; they review it.
        const customer = await journey().newPage();
        await signIn(customer, demoCustomer.email, '/user/rating');
        const card = customer
          .getByRole('region', { name: 'Waiting for your review' })
          .getByRole('article')
          .filter({ hasText: /^Video meeting with / });
        await card.first().waitFor();
        const shopName = ((await card.first().getByRole('heading').textContent()) ?? '').replace(
          'Video meeting with ',
          '',
        );
        const shop = await shopNamed(shopName);
        const before = (
          await api<{ rating: ShopRating }>(
            `/reviews/top-meet-and-order-review?vendorId=${shop.id}`,
          )
        ).rating;

        await card
          .first()
          .getByRole('button', { name: `Write a review of ${shopName}` })
          .click();
        const form = card.first();
        // Mantine's stars are radios behind their labels: click the fifth star as a person does.
        const five = await form.getByRole('radio', { name: '5 out of 5 stars' }).getAttribute('id');
        await form.locator(`label[for="${five}"]`).click();
        await form.getByLabel('Title').fill(review.title);
        await form.getByLabel(/^Your review/).fill(review.body);
        await form.getByRole('button', { name: 'Post review' }).click();
        const reviewed = customer
          .getByRole('region', { name: 'Your reviews' })
          .getByRole('article')
          .filter({ hasText: review.body });
        await reviewed.waitFor();

        // 2. The shop page shows the review and the new average (the live index catches up).
        const expected = (before.average * before.count + 5) / (before.count + 1);
        const shopper = await journey().newPage();
        await shopper.goto(`/shop/${shop.id}`);
        const reviews = shopper.getByRole('region', { name: 'Reviews' });
        await reviews.getByText(review.body).waitFor();
        await expect
          .poll(
            async () => {
              await shopper.reload();
              await reviews.getByText(review.body).waitFor();
              return reviews.getByText(expected.toFixed(1), { exact: true }).count();
            },
            { timeout: 20_000, interval: 500 },
          )
          .toBeGreaterThan(0);
        await reviews
          .getByText(`out of 5, from ${(before.count + 1).toLocaleString('en-US')} ratings`)
          .waitFor();

        // 3. The shop answers once from its console; the answer shows under the review.
        const vendor = await journey().newPage();
        await signIn(vendor, 'vendor@vitrine.local', '/vendor/reviews');
        const toAnswer = vendor.getByRole('article').filter({ hasText: review.body });
        await toAnswer.getByLabel('Your answer').fill(review.answer);
        await toAnswer.getByRole('button', { name: 'Post answer' }).click();
        await toAnswer.getByText(`Your answer: ${review.answer}`).waitFor();
        await expect(toAnswer.getByRole('button', { name: 'Post answer' }).count()).resolves.toBe(
          0,
        );

        await shopper.reload();
        const shown = reviews.getByRole('article').filter({ hasText: review.body });
        await shown.getByText(review.answer).waitFor();
        await shown.getByText('The shop’s answer').waitFor();
      },
    );
  },
);
