import { describe, expect, it } from 'vitest';
import { readCancelledCheckout, readCheckoutReturn, successPath } from './checkout-return.ts';

const fields = {
  razorpay_order_id: 'order_A',
  razorpay_payment_id: 'pay_B',
  razorpay_signature: 'c'.repeat(64),
};

describe('the checkout return', () => {
  it('reads back what successPath writes, as the sandbox redirect writes it', () => {
    const url = new URL(successPath('order_A', fields), 'http://localhost');
    expect(url.pathname).toBe('/success');
    expect(readCheckoutReturn(url.searchParams)).toEqual({ orderId: 'order_A', fields });
  });

  it('has nothing to verify unless all three fields are there', () => {
    const params = new URLSearchParams({ orderId: 'order_A', razorpay_payment_id: 'pay_B' });
    expect(readCheckoutReturn(params)).toEqual({ orderId: 'order_A', fields: null });
  });

  it('names the order from the checkout fields when orderId is missing', () => {
    expect(readCheckoutReturn(new URLSearchParams(fields)).orderId).toBe('order_A');
  });

  it('recognises the sandbox’s cancel link', () => {
    expect(readCancelledCheckout(new URLSearchParams('payment=cancelled&orderId=order_A'))).toBe(
      'order_A',
    );
    expect(readCancelledCheckout(new URLSearchParams('payment=cancelled'))).toBe('');
    expect(readCancelledCheckout(new URLSearchParams('orderId=order_A'))).toBeNull();
  });
});
