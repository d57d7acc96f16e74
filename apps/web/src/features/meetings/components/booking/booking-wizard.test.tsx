import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEETING_CREDIT_COST } from '@vitrine/contracts/meeting-policy';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterVocabulary, shop } from '../../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../../../../test/render-app.tsx';
import { booking, credits, daysAhead, SHOP_ID, slotList } from '../../meetings-test-data.ts';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

const suhana = shop({ id: SHOP_ID, name: 'Suhana Silks' });
const first = daysAhead(2, 5, 30);
const second = daysAhead(2, 6, 0);
const vocabularyRoutes = Object.fromEntries(
  Object.entries(filterVocabulary).map(([route, body]) => [route, () => json(body)]),
);

const routes = (balance: number, book: () => Response) =>
  stubFetch({
    ...vocabularyRoutes,
    'GET /api/v1/vendor/fetch-shop': () => json(suhana),
    'GET /api/v1/vendor/*': () => json(slotList([first, second])),
    'GET /api/v1/user/credits': () => json(credits(balance)),
    'POST /api/v1/user/booking': book,
  });

const next = () => screen.getByRole('button', { name: 'Next' });
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Date, time, one category, no budget, no invitees: the shortest way to the review. */
async function toReview(user: ReturnType<typeof userEvent.setup>, startsAt: string) {
  await heading('Date');
  expect(next()).toBeDisabled();
  const dates = screen.getByRole('radiogroup', { name: 'Meeting date' });
  await user.click(within(dates).getAllByRole('radio')[0]!);
  // Choosing is not moving on: the step stays until Next.
  expect(screen.getByRole('heading', { level: 2, name: 'Date' })).toBeInTheDocument();
  expect(next()).toBeEnabled();
  await user.click(next());
  await heading('Time');
  expect(next()).toBeDisabled();
  const times = screen.getByRole('radiogroup', { name: 'Meeting time' });
  const index = startsAt === first ? 0 : 1;
  await user.click(within(times).getAllByRole('radio')[index]!);
  expect(next()).toBeEnabled();
  await user.click(next());
  await heading('Interests');
  expect(next()).toBeDisabled();
  await user.click(await screen.findByRole('checkbox', { name: 'Bridal' }));
  await user.click(next());
  await heading('Budget');
  await user.click(next());
  await heading('Invitees');
  await user.click(next());
  await heading('Review');
}

describe('booking a meeting', () => {
  it('holds Next until each step is valid, checks invitees, and books after a 409 sends it back to the times', async () => {
    let attempts = 0;
    const { seen } = routes(40, () =>
      ++attempts === 1
        ? json(
            {
              error: { code: 'SLOT_TAKEN', message: 'This slot was just booked by someone else.' },
            },
            { status: 409 },
          )
        : json(booking({ startsAt: second }), { status: 201 }),
    );
    const user = userEvent.setup();
    renderApp(`/shop/${SHOP_ID}/book-meeting`, { auth: signedInCustomer });

    await heading('Date');
    expect(screen.getByText(/Times are in your time zone|free time/)).toBeInTheDocument();
    await toReview(user, first);

    // Invitees: back one step, a wrong email is refused by name, a right one is added.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Invitees');
    await user.type(screen.getByLabelText('Their name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Their email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Add this person' }));
    expect(screen.getByText('Enter an email like name@example.com')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Their email'));
    await user.type(screen.getByLabelText('Their email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Add this person' }));
    expect(screen.getByRole('list', { name: 'Invited' })).toHaveTextContent('Asha Rao');
    await user.click(next());

    await heading('Review');
    // The interests by their names, not their keys.
    expect(screen.getByRole('row', { name: 'Interests Bridal' })).toBeVisible();
    const balance = screen.getByRole('region', { name: 'Credits' });
    expect(balance).toHaveTextContent('Balance now: 40 credits');
    expect(balance).toHaveTextContent(`This meeting: ${MEETING_CREDIT_COST} credits`);
    expect(balance).toHaveTextContent(`Balance after booking: ${40 - MEETING_CREDIT_COST} credits`);

    const slotRequests = () => seen.filter((r) => r.url.pathname.endsWith('/slots')).length;
    const before = slotRequests();
    await user.click(
      screen.getByRole('button', { name: `Book for ${MEETING_CREDIT_COST} credits` }),
    );
    await heading('Time');
    expect(screen.getByRole('alert')).toHaveTextContent('Someone has just booked that time');
    expect(slotRequests()).toBeGreaterThan(before);
    expect(next()).toBeDisabled();

    const times = screen.getByRole('radiogroup', { name: 'Meeting time' });
    await user.click(within(times).getAllByRole('radio')[1]!);
    for (const step of ['Interests', 'Budget', 'Invitees', 'Review']) {
      await user.click(next());
      await heading(step);
    }
    await user.click(
      screen.getByRole('button', { name: `Book for ${MEETING_CREDIT_COST} credits` }),
    );
    expect(await screen.findByText('Your meeting is booked')).toBeInTheDocument();

    const sent = seen.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(sent[1]).toEqual({
      shopId: SHOP_ID,
      startsAt: second,
      invitees: [{ name: 'Asha Rao', email: 'asha@example.com' }],
      categories: ['bridal'],
      occasions: [],
      priceRange: { min: null, max: null, currency: 'INR' },
    });
    expect(screen.getByRole('link', { name: 'See the meeting' })).toHaveAttribute(
      'href',
      `/user/meetings/${booking().id}`,
    );
  });

  it('says when credits are short, links to the plans, and keeps the draft for the way back', async () => {
    routes(10, () => json({}, { status: 500 }));
    const user = userEvent.setup();
    const first = renderApp(`/shop/${SHOP_ID}/book-meeting`, { auth: signedInCustomer });
    await toReview(user, second);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      `A meeting costs ${MEETING_CREDIT_COST} credits and you have 10`,
    );
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/user/credits#buy-credits-heading',
    );
    expect(
      screen.getByRole('button', { name: `Book for ${MEETING_CREDIT_COST} credits` }),
    ).toBeDisabled();
    first.unmount();

    // Coming back (a new page load in this tab) resumes at the review with the same choices.
    renderApp(`/shop/${SHOP_ID}/book-meeting`, { auth: signedInCustomer });
    await heading('Review');
    expect(screen.getByRole('row', { name: 'Interests Bridal' })).toBeVisible();
  });

  it('says the shop has stopped taking meetings when its hours went while booking', async () => {
    const message =
      'This shop has not set its meeting hours yet, so it takes no video meetings for now.';
    routes(40, () =>
      json(
        {
          error: {
            code: 'CONFLICT',
            message,
            details: [{ field: 'shopId', message: 'this shop has not set its meeting hours yet' }],
          },
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderApp(`/shop/${SHOP_ID}/book-meeting`, { auth: signedInCustomer });
    await toReview(user, first);
    await user.click(
      screen.getByRole('button', { name: `Book for ${MEETING_CREDIT_COST} credits` }),
    );

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/Someone has just booked that time/)).not.toBeInTheDocument();
  });
});
