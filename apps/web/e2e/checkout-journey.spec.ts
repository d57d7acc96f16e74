import type { Checkout } from '@vitrine/contracts/checkout';
import type { Offer, ProductDetail, ProductPage } from '@vitrine/contracts/catalogue';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../src/lib/token-storage.ts';
import { demoCustomer, describeSharedJourney, payOnSandbox } from './support/harness.ts';

/** The demo vendor's shop code (seed/demo-checkout.ts): ₹200 off from ₹1,500 at that shop. */
const SHOP_CODE = 'VIKRAM200';

/**
 * Issue 32's web journey: a guest fills a cart from two shops (a size picked for one), signs in
 * as the demo customer (the cart is kept), applies the demo vendor's shop code, pays once in the
 * payments sandbox and sees two orders; each shop finds its order in its console.
 */
describeSharedJourney('checking out a cart from two shops', (journey) => {
  const get = async <T>(path: string, token?: string): Promise<T> => {
    const res = await fetch(`${journey().server.url}/api/v1${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  const tokenOf = (page: Page) =>
    page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY) as Promise<string>;

  /** The demo vendor's sized product, and an in-stock product of another demo shop. */
  async function twoShopsProducts() {
    const offers = (await get<{ items: Offer[] }>('/offers?limit=100')).items;
    const vendorShop = offers.find((o) => o.code === SHOP_CODE)?.shop;
    expect(vendorShop, `the ${SHOP_CODE} offer`).toBeTruthy();
    const detailsOf = async (shopId: string) =>
      Promise.all(
        (await get<ProductPage>(`/products/vendors?vendorId=${shopId}&limit=10`)).items.map((p) =>
          get<ProductDetail>(`/products/${p.id}`),
        ),
      );
    const sized = (await detailsOf(vendorShop!.id)).find((p) =>
      p.variants.some((v) => v.size === 'M' && v.stock > 0),
    );
    expect(sized, 'a demo product in sizes').toBeTruthy();
    const otherShop = offers.find((o) => o.shop && o.shop.id !== vendorShop!.id)!.shop!;
    const plain = (await detailsOf(otherShop.id)).find(
      (p) => p.variants.length === 0 && p.stock > 0,
    );
    expect(plain, 'an in-stock product of another shop').toBeTruthy();
    return { sized: sized!, plain: plain! };
  }

  const signInAs = async (page: Page, account: { email: string; password: string }) => {
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  it('is filled as a guest, kept at sign-in, paid once with a code, and is two orders', async () => {
    const { sized, plain } = await twoShopsProducts();
    const page = await journey().newPage();

    // As a guest: the sized product in M, then the other shop's product.
    await page.goto(`/product/${sized.id}`);
    await page.getByRole('combobox', { name: 'Size and colour' }).click();
    await page.getByRole('option', { name: /^M · / }).click();
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`Added ${sized.title} to your cart.`).waitFor();
    await page.goto(`/product/${plain.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`Added ${plain.title} to your cart.`).waitFor();

    await page.goto('/cart');
    await page.getByRole('region', { name: sized.shop.name }).waitFor();
    await page.getByRole('region', { name: plain.shop.name }).waitFor();
    await page.getByRole('link', { name: 'Sign in to check out' }).click();
    await signInAs(page, demoCustomer);
    await page.waitForURL((url) => url.pathname === '/user/checkout');

    // Both shops' items are still there, now in the customer's cart.
    const quoted = page.getByRole('region', { name: sized.shop.name });
    await quoted.getByText(sized.title).waitFor();
    await page.getByRole('region', { name: plain.shop.name }).getByText(plain.title).waitFor();

    const codes = page.getByRole('region', { name: 'Offer codes' });
    await codes.getByLabel('Offer code').fill(SHOP_CODE.toLowerCase());
    await codes.getByRole('button', { name: 'Apply' }).click();
    await codes.getByText(new RegExp(`^${SHOP_CODE}: −₹200`)).waitFor();
    await page.getByRole('button', { name: 'Place 2 orders' }).click();
    await page.waitForURL(/\/user\/checkouts\/[0-9a-f-]{36}$/);
    const checkoutId = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/pay\/sandbox\/checkout\/order_/);
    await payOnSandbox(page);
    await page.getByText('Paid: your orders are with the shops').waitFor();

    const checkout = await get<Checkout>(`/user/checkouts/${checkoutId}`, await tokenOf(page));
    expect(checkout.status).toBe('paid');
    expect(checkout.orders.map((o) => [o.shopName, o.status]).sort()).toEqual(
      [
        [sized.shop.name, 'paid'],
        [plain.shop.name, 'paid'],
      ].sort(),
    );
    for (const order of checkout.orders) {
      await page.getByRole('link', { name: new RegExp(order.number) }).waitFor();
    }

    // Each shop sees its order in its console.
    const owners = [
      { shopId: sized.shop.id, email: 'vendor@vitrine.local' },
      { shopId: plain.shop.id, email: `owner.${plain.shop.slug}@vitrine.local` },
    ];
    for (const owner of owners) {
      const order = checkout.orders.find((o) => o.shopId === owner.shopId)!;
      const shopPage = await journey().newPage();
      await shopPage.goto(`/auth/login?redirect=${encodeURIComponent('/vendor/orders')}`);
      await signInAs(shopPage, { email: owner.email, password: demoCustomer.password });
      await shopPage.waitForURL((url) => url.pathname === '/vendor/orders');
      await shopPage.getByText(order.number).first().waitFor();
    }
  });
});
