import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffTaxonomy } from '@vitrine/contracts/staff-content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { expectNoAxeViolations, fieldError, signedInEmployee } from '../staff-test-data.ts';
import { VocabularyManager } from './vocabulary-manager.tsx';

const taxonomy: StaffTaxonomy = {
  categories: [
    { slug: 'womens-ethnic', name: "Women's ethnic", parentSlug: null, position: 0, usedBy: 12 },
    { slug: 'sarees', name: 'Sarees', parentSlug: 'womens-ethnic', position: 0, usedBy: 0 },
  ],
  occasions: [],
  languages: [{ code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', position: 0, usedBy: 3 }],
};
const render = () =>
  renderScreen(<VocabularyManager />, {
    path: '/staff/content/categories',
    auth: signedInEmployee,
  });

afterEach(() => vi.restoreAllMocks());

describe('VocabularyManager', () => {
  it('lists categories with their parent and use, an empty occasions list, and is axe-clean', async () => {
    stubFetch({ 'GET /api/v1/admin/taxonomy': () => json(taxonomy) });
    const { container } = render();
    expect(await screen.findByText('Sarees')).toBeInTheDocument();
    expect(screen.getByText(/sarees · in Women's ethnic/)).toBeInTheDocument();
    expect(screen.getByText('No occasions yet')).toBeInTheDocument();
    // A category in use cannot be deleted; an unused one can.
    expect(screen.getByRole('button', { name: "Delete Women's ethnic" })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Sarees' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('says what is wrong with a slug before sending, then shows the server’s answer beside the field', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/taxonomy': () => json(taxonomy),
      'POST /api/v1/admin/categories': () =>
        fieldError(409, 'CONFLICT', 'slug', 'a category already uses this slug'),
    });
    render();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add a category' });
    await user.type(within(form).getByLabelText(/Slug/), 'Festive Wear');
    await user.type(within(form).getByLabelText('Name'), 'Festive wear');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(/Slug must be lower-case letters/)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(within(form).getByLabelText(/Slug/));
    await user.type(within(form).getByLabelText(/Slug/), 'sarees');
    await user.selectOptions(within(form).getByLabelText('Parent category'), 'womens-ethnic');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(
      await within(form).findByText('Slug a category already uses this slug'),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      slug: 'sarees',
      name: 'Festive wear',
      parentSlug: 'womens-ethnic',
      position: 0,
    });
  });

  it('edits an entry in place and deletes an unused one', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/taxonomy': () => json(taxonomy),
      'PATCH /api/v1/admin/languages/hi': () => json({ ...taxonomy.languages[0], name: 'Hindī' }),
      'DELETE /api/v1/admin/categories/sarees': () => new Response(null, { status: 204 }),
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Hindi' }));
    const form = screen.getByRole('form', { name: 'Edit Hindi' });
    expect(within(form).getByLabelText(/Code/)).toBeDisabled();
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Hindī');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PATCH')?.body).toEqual({
        name: 'Hindī',
        position: 0,
        nativeName: 'हिन्दी',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Sarees' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('shows the error state with a retry when the vocabulary cannot load', async () => {
    stubFetch({
      'GET /api/v1/admin/taxonomy': () =>
        json(
          { error: { code: 'FORBIDDEN', message: 'This needs the content staff area.' } },
          { status: 403 },
        ),
    });
    render();
    expect(
      await screen.findByText('Could not load categories, occasions and languages'),
    ).toBeInTheDocument();
  });
});
