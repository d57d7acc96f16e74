import type { ChatMessage } from '@vitrine/contracts/chat';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { MessageContent } from './message-content.tsx';

const PRODUCT = '40000000-0000-4000-8000-000000000001';
const productMessage = (content: Record<string, unknown>): ChatMessage => ({
  id: '40000000-0000-4000-8000-0000000000aa',
  groupId: '40000000-0000-4000-8000-0000000000bb',
  senderId: 'vendor-1',
  clientId: 'c1',
  timestamp: '2026-11-20T10:00:00.000Z',
  type: 'product',
  role: 'vendor',
  content,
  statusEvents: {},
});

describe('a product card in a conversation', () => {
  it('links to the product with its title and its price as money', () => {
    renderScreen(
      <MessageContent
        message={productMessage({
          productId: PRODUCT,
          title: 'Banarasi silk saree',
          price: { amountMinor: 1_250_000, currency: 'INR' },
        })}
      />,
      { auth: signedInCustomer },
    );
    expect(screen.getByRole('link', { name: 'Banarasi silk saree' })).toHaveAttribute(
      'href',
      `/product/${PRODUCT}`,
    );
    expect(screen.getByText('₹12,500.00')).toBeInTheDocument();
  });

  it('says an archived product is no longer available, without a link, a title or a price', () => {
    renderScreen(
      <MessageContent message={productMessage({ productId: PRODUCT, available: false })} />,
      {
        auth: signedInCustomer,
      },
    );
    expect(screen.getByText('This product is no longer available')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/A product/)).toBeNull();
  });
});
