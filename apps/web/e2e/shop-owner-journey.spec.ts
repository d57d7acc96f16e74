import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { waitFor } from '../../server/src/test/wait-for.ts';
import { demoCustomer, describeSharedJourney } from './support/harness.ts';

/**
 * Issue 10's journey, all through the UI in one browser: a brand-new user applies as a shop
 * (a GSTIN with a wrong check digit is refused, naming the field; the logo is served as WebP),
 * the demo admin approves, the shop is found by search within 1 s, the owner edits the
 * description and adds a product, and a signed-out shopper sees both.
 */
describeSharedJourney(
  'a new shop, from its application to a shopper seeing its products',
  (journey) => {
    const stamp = Date.now();
    const owner = {
      name: 'Meera Kapoor',
      email: `meera.${stamp}@example.com`,
      password: 'saffron-loom-2026',
      // A unique Indian mobile number (starts with 9, ten digits).
      mobile: `9${String(stamp).slice(-9)}`,
    };
    const shop = {
      name: `Kesar Looms ${stamp}`,
      description: 'Handwoven Kota doria and Chanderi sarees from our family looms in Kaithoon.',
      newDescription: `Now also Maheshwari silks, dyed by hand in our courtyard (${stamp}).`,
    };
    // Valid examples of packages/contracts/src/business-ids.test.ts, unused by the demo data.
    const business = {
      pan: 'AAACC1206D',
      gstin: '24AAACC1206D1ZM',
      gstinWrongCheckDigit: '24AAACC1206D1ZN',
    };
    const product = {
      title: `Kota doria saree ${stamp}`,
      description: 'Sheer cotton-silk with a zari border; blouse piece included.',
      price: '4899',
    };

    /** A plain coloured PNG, as a photo from a phone would be (the server re-encodes it). */
    const png = async (name: string, width: number, height: number) => ({
      name,
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width, height, channels: 3, background: { r: 176, g: 48, b: 72 } },
      })
        .png()
        .toBuffer(),
    });

    /** A field by its whole label; Mantine adds " *" to the label of a required one. */
    const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`);

    const heading = (page: Page, name: string | RegExp) =>
      page.getByRole('heading', { name }).waitFor();

    /**
     * Chooses an option of a Mantine Select/MultiSelect with the keyboard: type to filter, arrow
     * down to the option, Enter.
     */
    const choose = async (page: Page, label: string, typed: string, option: string) => {
      const input = page.getByRole('combobox', { name: labelled(label) });
      await input.click();
      await input.fill(typed);
      const wanted = page.getByRole('option', { name: option, exact: true });
      await wanted.waitFor();
      for (
        let presses = 0;
        (await wanted.getAttribute('data-combobox-selected')) === null;
        presses++
      ) {
        if (presses > 20) throw new Error(`${option} not reached with the arrow keys in ${label}`);
        await input.press('ArrowDown');
      }
      await input.press('Enter');
    };

    /** Chooses a file for a FileButton as a person does: click it, pick in the file chooser. */
    const upload = async (
      page: Page,
      button: string,
      file: Awaited<ReturnType<typeof png>>,
      within = page.locator('body'),
    ) => {
      const chooser = page.waitForEvent('filechooser');
      await within.getByRole('button', { name: button }).click();
      await (await chooser).setFiles(file);
    };

    const signUp = async (page: Page) => {
      await page.goto('/auth/sign-up');
      await page.getByLabel('Name').fill(owner.name);
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    };

    const fillAccountStep = async (page: Page) => {
      await heading(page, 'Account');
      expect(await page.getByLabel('Contact email').inputValue()).toBe(owner.email);
      await page.getByLabel('Mobile number').fill(owner.mobile);
      await page.getByRole('button', { name: 'Save and continue' }).click();
    };

    const fillBusinessStep = async (page: Page) => {
      await heading(page, 'Business');
      await page.getByLabel('Legal name').fill(`Kesar Looms ${stamp} LLP`);
      await page.getByLabel(labelled('PAN')).fill(business.pan);

      // A GSTIN whose only fault is its check digit: refused on leaving the field, naming it.
      const gstin = page.getByLabel(labelled('GSTIN'));
      await gstin.fill(business.gstinWrongCheckDigit);
      await gstin.blur();
      await page.getByText('The GSTIN check digit does not match.').waitFor();
      expect(await gstin.getAttribute('aria-invalid')).toBe('true');
      await gstin.fill(business.gstin);
      await gstin.blur();
      await expect.poll(() => gstin.getAttribute('aria-invalid')).not.toBe('true');

      await page.getByLabel(labelled('Address')).fill('7 Haveli Marg, Kaithoon');
      await page.getByLabel('City').fill('Kota');
      await page.getByLabel('State').fill('Rajasthan');
      await page.getByLabel('PIN code').fill('325001');
      await page.getByRole('button', { name: 'Save and continue' }).click();
    };

    const fillShopStep = async (page: Page) => {
      await heading(page, 'Shop profile');
      await page.getByLabel('Shop name').fill(shop.name);
      await page.getByLabel('Description').fill(shop.description);
      await choose(page, 'Categories', 'women', "Women's Ethnic");
      await choose(page, 'Sub-categories', 'sare', 'Sarees');
      await page.getByRole('checkbox', { name: 'Women', exact: true }).check();
      await choose(page, 'Occasions', 'wed', 'Wedding');
      await choose(page, 'Languages', 'hin', 'Hindi (हिन्दी)');
      await page.keyboard.press('Escape');
      // City and state come from the business address; the time zone defaults to Asia/Kolkata.
      expect(await page.getByLabel('City').inputValue()).toBe('Kota');
      await page.getByLabel('Lowest price').fill('1500');
      await page.getByLabel('Highest price').fill('25000');
      await page.getByRole('button', { name: 'Save and continue' }).click();
    };

    /** Uploads logo and cover; answers the logo's URL as the preview shows it. */
    const fillMediaStep = async (page: Page) => {
      await heading(page, 'Pictures');
      await upload(page, 'Choose logo', await png('logo.png', 320, 320));
      const logo = page.getByRole('img', { name: 'Logo preview' });
      await logo.waitFor();
      await upload(page, 'Choose cover', await png('cover.png', 960, 540));
      await page.getByRole('img', { name: 'Cover preview' }).waitFor();
      const logoUrl = new URL((await logo.getAttribute('src'))!, journey().server.url);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      return logoUrl;
    };

    const reviewAndSubmit = async (page: Page) => {
      await heading(page, 'Review and submit');
      const review = page.getByRole('region', { name: 'Shop profile' });
      await review.getByText(shop.name).waitFor();
      await page
        .getByRole('region', { name: 'Business' })
        .getByText(`GSTIN ${business.gstin}`)
        .waitFor();
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await heading(page, 'Your application is under review');
    };

    /** The demo admin approves; answers when the approval's answer arrived (ms since epoch). */
    const approveAsAdmin = async () => {
      const admin = await journey().newPage();
      await admin.goto(`/auth/login?redirect=${encodeURIComponent('/staff/shop-applications')}`);
      await admin.getByLabel('Email').fill('admin@vitrine.local');
      await admin.getByLabel('Password', { exact: true }).fill(demoCustomer.password);
      await admin.getByRole('button', { name: 'Sign in' }).click();
      await admin.waitForURL((url) => url.pathname === '/staff/shop-applications');

      const card = admin.getByRole('article', { name: shop.name });
      await card.getByText(`${owner.name} · ${owner.email}`).waitFor();
      let answeredAt = 0;
      const answer = admin.waitForResponse((response) => {
        const approval =
          response.request().method() === 'POST' &&
          /\/admin\/shops\/[^/]+\/approve$/.test(response.url());
        if (approval) answeredAt = Date.now();
        return approval;
      });
      await card.getByRole('button', { name: `Approve ${shop.name}` }).click();
      expect((await answer).status()).toBe(200);
      await card.waitFor({ state: 'detached' });
      return answeredAt;
    };

    /** Whether the public search API finds the shop by its name now. */
    const searchFindsShop = async () => {
      const response = await fetch(
        `${journey().server.url}/api/v1/vendor/fetch-shops?searchKey=${encodeURIComponent(shop.name)}`,
      );
      expect(response.status).toBe(200);
      const { items } = (await response.json()) as { items: Array<{ name: string }> };
      return items.some((item) => item.name === shop.name);
    };

    /** Polls the search API; answers when the shop first appeared (ms since epoch). */
    const foundBySearchAt = () =>
      waitFor(async () => ((await searchFindsShop()) ? Date.now() : undefined), {
        timeoutMs: 5_000,
        intervalMs: 20,
        what: `${shop.name} in search`,
      });

    const editDescription = async (page: Page) => {
      await page
        .getByRole('navigation', { name: 'Shop console' })
        .getByRole('link', { name: 'Profile' })
        .click();
      await page.waitForURL((url) => url.pathname === '/vendor/profile');
      const description = page
        .getByRole('form', { name: 'Shop profile' })
        .getByLabel('Description');
      await expect.poll(() => description.inputValue()).toBe(shop.description);
      await description.fill(shop.newDescription);
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByRole('status').filter({ hasText: 'Profile saved' }).waitFor();
    };

    const addProduct = async (page: Page) => {
      await page
        .getByRole('navigation', { name: 'Shop console' })
        .getByRole('link', { name: 'Products' })
        .click();
      await page.waitForURL((url) => url.pathname === '/vendor/products');
      await page.getByText('No products yet').waitFor();
      await page.getByRole('button', { name: 'Add product', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a product' });
      await dialog.getByLabel('Title').fill(product.title);
      await dialog.getByLabel('Description').fill(product.description);
      await dialog.getByLabel('Price (INR)').fill(product.price);
      await dialog.getByLabel('Stock').fill('3');
      await choose(page, 'Category', 'sare', 'Sarees');
      await upload(page, 'Add a photo', await png('saree.png', 600, 800), dialog);
      await dialog.getByRole('img', { name: 'Photo 1' }).waitFor();
      await dialog.getByRole('button', { name: 'Add product' }).click();
      await page.getByText(`“${product.title}” is added.`).waitFor();
      await page.getByRole('table').getByText(product.title).waitFor();
    };

    it('applies, is approved, is found by search within 1 s, edits and sells, and a shopper sees it', async () => {
      // 1. A brand-new user applies from the shop owners' page.
      const ownerPage = await journey().newPage();
      await signUp(ownerPage);
      await ownerPage.goto('/vendor');
      await ownerPage.getByRole('link', { name: 'Open your shop' }).first().click();
      await ownerPage.waitForURL((url) => url.pathname === '/vendor/apply');
      await fillAccountStep(ownerPage);
      await fillBusinessStep(ownerPage);
      await fillShopStep(ownerPage);
      const logoUrl = await fillMediaStep(ownerPage);
      const logo = await fetch(logoUrl);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/webp');
      await reviewAndSubmit(ownerPage);

      // Pending: not public, not searchable.
      expect(await searchFindsShop()).toBe(false);

      // 2. The admin approves it, in another browser context.
      const approvedAt = await approveAsAdmin();

      // 3. Found by search within 1 s of the approval's answer, and the search page shows it.
      const foundAt = await foundBySearchAt();
      expect(foundAt - approvedAt).toBeLessThanOrEqual(1000);
      const searcher = await journey().newPage();
      await searcher.goto(`/shops?searchKey=${encodeURIComponent(shop.name)}`);
      await searcher
        .getByRole('main')
        .getByRole('article')
        .getByRole('link', { name: shop.name })
        .waitFor();

      // 4. The owner (a reload picks up the vendor role) opens the console, edits, adds a product.
      await ownerPage.reload();
      await heading(ownerPage, `${shop.name} is open`);
      await ownerPage.getByRole('link', { name: 'Go to your shop console' }).click();
      await ownerPage.waitForURL((url) => url.pathname === '/vendor/vendorLanding');
      await editDescription(ownerPage);
      await addProduct(ownerPage);

      // 5. A signed-out shopper finds the shop, reads the new description and opens the product.
      const shopper = await journey().newPage();
      await shopper.goto(`/shops?searchKey=${encodeURIComponent(shop.name)}`);
      await shopper
        .getByRole('main')
        .getByRole('article')
        .getByRole('link', { name: shop.name })
        .click();
      await shopper.waitForURL(/\/shop\/[0-9a-f-]{36}$/);
      await shopper.getByRole('heading', { name: shop.name, level: 1 }).waitFor();
      await shopper.getByText(shop.newDescription).waitFor();
      await shopper.getByRole('link', { name: product.title }).click();
      await shopper.waitForURL(/\/product\/[0-9a-f-]{36}$/);
      await shopper.getByRole('heading', { name: product.title, level: 1 }).waitFor();
      await shopper.getByText(product.description).waitFor();
    });
  },
);
