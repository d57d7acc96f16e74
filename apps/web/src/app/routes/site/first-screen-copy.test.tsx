import { screen } from '@testing-library/react';
import { homeCopy } from '@vitrine/contracts/site-copy/home';
import { searchCopy } from '@vitrine/contracts/site-copy/search';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedOutVisitor } from '../../../test/render-app.tsx';
import { HomeRoute } from './home.tsx';
import { ShopsRoute } from './shops.tsx';

/**
 * The server puts a first screen of the home and search pages in their HTML, with the words of
 * `@vitrine/contracts/site-copy` (server: platform/http/web-first-screen.ts); the app then replaces it
 * with the page. The pages keep their words in their JSX (a module shared by both lazy pages
 * would be one more download on the home page's first load), so this checks they say the same.
 */
afterEach(() => vi.restoreAllMocks());

const listsUnavailable = () =>
  stubFetch({
    'GET /api/v1/*': () =>
      json({ error: { code: 'INTERNAL', message: 'Not in this test' } }, { status: 503 }),
  });

describe('the pages say what their pre-rendered first screen says', () => {
  it('home: the heading and the lead', async () => {
    listsUnavailable();
    renderScreen(<HomeRoute />, { auth: signedOutVisitor });
    expect(
      await screen.findByRole('heading', { level: 1, name: homeCopy.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(homeCopy.lead)).toBeInTheDocument();
  });

  it('the shop search: the heading and the lead', async () => {
    listsUnavailable();
    renderScreen(<ShopsRoute />, { path: '/shops', auth: signedOutVisitor });
    expect(
      await screen.findByRole('heading', { level: 1, name: searchCopy.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(searchCopy.lead)).toBeInTheDocument();
  });
});
