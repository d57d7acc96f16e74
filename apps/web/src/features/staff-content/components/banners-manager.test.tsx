import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffHeroBanner } from '@vitrine/contracts/staff-content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { expectNoAxeViolations, signedInEmployee } from '../staff-test-data.ts';
import { BannersManager } from './banners-manager.tsx';

const banner: StaffHeroBanner = {
  id: '2b9f6a8e-6a55-4c1e-9c0b-1f6e3c2d4a10',
  title: 'Festive edit',
  subtitle: 'Shops dressed for the season',
  imageUrl: '/api/v1/media/banners/festive.svg',
  ctaLabel: 'See offers',
  ctaHref: '/offers',
  position: 0,
  active: false,
  createdAt: '2026-11-24T05:00:00.000Z',
};
const render = () =>
  renderScreen(<BannersManager />, { path: '/staff/content/banners', auth: signedInEmployee });

afterEach(() => vi.restoreAllMocks());

describe('BannersManager', () => {
  it('shows the empty state, refuses a link outside the app, then adds a banner', async () => {
    let items: StaffHeroBanner[] = [];
    const { seen } = stubFetch({
      'GET /api/v1/admin/hero-banners': () => json({ items }),
      'POST /api/v1/admin/hero-banners': ({ body }) => {
        items = [{ ...banner, ...(body as object), active: true }];
        return json(items[0], { status: 201 });
      },
    });
    const { container } = render();
    expect(await screen.findByText('No banners yet')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add a banner' });
    await user.type(within(form).getByLabelText('Title'), 'Festive edit');
    await user.type(
      within(form).getByLabelText(/Picture address/),
      '/api/v1/media/banners/festive.svg',
    );
    await user.type(within(form).getByLabelText('Button label'), 'See offers');
    await user.type(within(form).getByLabelText(/Button link/), 'https://elsewhere.example');
    await user.click(within(form).getByRole('button', { name: 'Add banner' }));
    expect(
      await within(form).findByText(/Button link must be a path inside the app/),
    ).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(within(form).getByLabelText(/Button link/));
    await user.type(within(form).getByLabelText(/Button link/), '/offers');
    await user.click(within(form).getByRole('button', { name: 'Add banner' }));
    expect(await screen.findByRole('button', { name: 'Edit Festive edit' })).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      title: 'Festive edit',
      ctaHref: '/offers',
      active: true,
      position: 0,
    });
  });

  it('shows a hidden banner as hidden and sends its changes', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/admin/hero-banners': () => json({ items: [banner] }),
      [`PATCH /api/v1/admin/hero-banners/${banner.id}`]: () => json({ ...banner, active: true }),
    });
    render();
    expect(await screen.findByText('Hidden')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Festive edit' }));
    const form = screen.getByRole('form', { name: 'Edit “Festive edit”' });
    await user.click(within(form).getByLabelText('Shown on the home page'));
    await user.click(within(form).getByRole('button', { name: 'Save banner' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PATCH')?.body).toMatchObject({ active: true }),
    );
  });

  it('uploads a picture, puts its address in the form, and shows a refused upload', async () => {
    const url = '/api/v1/media/assets/0b7c2f4e-1f2a-4c3b-9d8e-5a6b7c8d9e0f/1920.webp';
    let refuse = false;
    const { seen } = stubFetch({
      'GET /api/v1/admin/hero-banners': () => json({ items: [] }),
      'POST /api/v1/admin/uploads/banner-image': () =>
        refuse
          ? json(
              {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'file: is not a picture',
                  details: [{ field: 'file', message: 'is not a picture' }],
                },
              },
              { status: 400 },
            )
          : json(
              {
                id: '0b7c2f4e-1f2a-4c3b-9d8e-5a6b7c8d9e0f',
                purpose: 'cover',
                contentType: 'image/webp',
                width: 2400,
                height: 900,
                url,
                variants: [{ width: 1920, height: 720, bytes: 90_000, url }],
                createdAt: '2026-11-24T05:00:00.000Z',
              },
              { status: 201 },
            ),
    });
    const { container } = render();
    const form = await screen.findByRole('form', { name: 'Add a banner' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    // FileButton's input is hidden (the button opens it): the picked file arrives as a change.
    fireEvent.change(input, {
      target: { files: [new File(['png-bytes'], 'festive.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(within(form).getByLabelText(/Picture address/)).toHaveValue(url));
    expect(within(form).getByRole('img', { name: "The banner's picture" })).toHaveAttribute(
      'src',
      url,
    );
    expect(within(form).getByRole('status')).toHaveTextContent('Picture uploaded');
    const sent = seen.find((r) => r.method === 'POST');
    expect(sent?.url.pathname).toBe('/api/v1/admin/uploads/banner-image');
    expect(sent?.body).toContain('form-data; name="file"');

    refuse = true;
    fireEvent.change(input, {
      target: { files: [new File(['text'], 'notes.png', { type: 'image/png' })] },
    });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The picture was not uploaded',
    );
    expect(within(form).getByLabelText(/Picture address/)).toHaveValue(url);
  });
});
