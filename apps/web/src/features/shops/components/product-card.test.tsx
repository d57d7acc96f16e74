import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { uuid } from '../../../test/catalogue-fixtures.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { ProductCard } from './product-card.tsx';

describe('a product tile', () => {
  it('opens the product’s own page', async () => {
    const id = uuid();
    const user = userEvent.setup();
    const { router } = renderScreen(
      <ProductCard
        product={{
          id,
          shop: { id: uuid(), slug: 'suhana-silks', name: 'Suhana Silks' },
          title: 'Jamdani saree',
          description: '',
          imageUrls: [],
          price: { amountMinor: 1299900, currency: 'INR' },
          category: { slug: 'sarees', name: 'Sarees' },
          premium: false,
          stock: 2,
          createdAt: '2026-11-01T10:00:00.000Z',
        }}
      />,
    );

    await user.click(screen.getByRole('link', { name: 'Jamdani saree' }));
    expect(router.state.location.pathname).toBe(`/product/${id}`);
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
  });
});
