import { afterEach, describe, expect, it } from 'vitest';
import {
  loadRazorpayCheckout,
  RAZORPAY_CHECKOUT_URL,
  type RazorpayConstructor,
} from './razorpay-checkout.ts';

const scripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src === RAZORPAY_CHECKOUT_URL);

afterEach(() => {
  scripts().forEach((s) => s.remove());
  delete window.Razorpay;
});

describe('loadRazorpayCheckout', () => {
  it('adds checkout.js once, however many purchases wait for it, and resolves with its constructor', async () => {
    const first = loadRazorpayCheckout();
    const second = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);

    const Razorpay = class {} as unknown as RazorpayConstructor;
    window.Razorpay = Razorpay;
    scripts()[0]!.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
    await expect(loadRazorpayCheckout()).resolves.toBe(Razorpay);
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the script cannot load, and tries again on the next purchase', async () => {
    const failed = loadRazorpayCheckout();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Could not load Razorpay checkout');
    expect(scripts()).toHaveLength(0);

    const retry = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
    window.Razorpay = class {} as unknown as RazorpayConstructor;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(window.Razorpay);
  });
});
