import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { category } from './catalogue.schema.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { accountWithRoles } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import {
  auditEntriesOf,
  callAs,
  employeeWith,
  refusedCallers,
  type Caller,
} from '../../test/staff.ts';
import { sharedTestApp } from '../../test/test-app.ts';
import { createStaffContentRepository } from './staff-content.repository.ts';
import { createStaffContentService } from './staff-content.service.ts';
import { NO_SUCH_ID } from './testing.ts';

const t = await sharedTestApp();
afterAll(() => t.close());
const call = callAs(t.app);

let editor: Caller;
let refused: Awaited<ReturnType<typeof refusedCallers>>;
let n = 0;
const unique = (prefix: string) => `${prefix}-${process.pid % 1000}-${Date.now() % 100000}-${++n}`;

beforeAll(async () => {
  editor = await employeeWith(t.app, ['content']);
  refused = await refusedCallers(t.app, 'content');
}, 60_000);

const publicTree = async () =>
  (await call(undefined, 'GET', '/category/categories-subcat')).json().items as Array<{
    slug: string;
    name: string;
    subCategories: Array<{ slug: string; name: string }>;
  }>;

describe('staff content: who may', () => {
  it('refuses customers, vendors and employees without the content area (403) on every content operation', async () => {
    const operations = [
      ['GET', '/admin/taxonomy', undefined],
      ['POST', '/admin/categories', { slug: unique('c'), name: 'Refused' }],
      ['PATCH', '/admin/categories/any', { name: 'Refused' }],
      ['DELETE', '/admin/categories/any', undefined],
      ['POST', '/admin/occasions', { slug: unique('o'), name: 'Refused' }],
      ['PATCH', '/admin/occasions/any', { name: 'Refused' }],
      ['DELETE', '/admin/occasions/any', undefined],
      ['POST', '/admin/languages', { code: 'zz', name: 'Refused', nativeName: 'Refused' }],
      ['PATCH', '/admin/languages/zz', { name: 'Refused' }],
      ['DELETE', '/admin/languages/zz', undefined],
      ['GET', '/admin/hero-banners', undefined],
      [
        'POST',
        '/admin/hero-banners',
        { title: 'x', imageUrl: '/x.png', ctaLabel: 'x', ctaHref: '/' },
      ],
      ['PATCH', `/admin/hero-banners/${NO_SUCH_ID}`, { title: 'x' }],
      ['DELETE', `/admin/hero-banners/${NO_SUCH_ID}`, undefined],
    ] as const;
    for (const [name, caller] of Object.entries(refused)) {
      for (const [method, url, body] of operations) {
        const res = await call(caller, method, url, body);
        expect(res.statusCode, `${name}: ${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    const rows = await t.app.database.db
      .select()
      .from(category)
      .where(eq(category.name, 'Refused'));
    expect(rows).toEqual([]);
  });
});

describe('categories and sub-categories', () => {
  it('adds a category and a sub-category: the public tree shows them at once, each change audited', async () => {
    await publicTree(); // the taxonomy is now cached
    const slug = unique('festive');
    const created = await call(editor, 'POST', '/admin/categories', {
      slug,
      name: 'Festive wear',
      position: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ slug, parentSlug: null, position: 3, usedBy: 0 });
    const sub = await call(editor, 'POST', '/admin/categories', {
      slug: `${slug}-sarees`,
      name: 'Festive sarees',
      parentSlug: slug,
    });
    expect(sub.statusCode, sub.body).toBe(201);

    const tree = await publicTree();
    expect(tree.find((c) => c.slug === slug)).toMatchObject({
      name: 'Festive wear',
      subCategories: [{ slug: `${slug}-sarees`, name: 'Festive sarees' }],
    });

    const renamed = await call(editor, 'PATCH', `/admin/categories/${slug}`, { name: 'Festive' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await publicTree()).find((c) => c.slug === slug)?.name).toBe('Festive');

    const entries = await auditEntriesOf(t.app, slug);
    expect(entries.map((e) => e.action)).toEqual(['category.update', 'category.create']);
    expect(entries[0]).toMatchObject({
      actorId: editor.userId,
      before: { name: 'Festive wear' },
      after: { name: 'Festive' },
    });
    const listed = await call(editor, 'GET', '/admin/taxonomy');
    expect(listed.json().categories).toContainEqual(
      expect.objectContaining({ slug: `${slug}-sarees`, parentSlug: slug }),
    );
  });

  it('answers 4xx naming the field: a bad slug, an unknown or nested parent, a taken slug (nothing audited)', async () => {
    const bad = await call(editor, 'POST', '/admin/categories', { slug: 'Not A Slug', name: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('slug');
    const noName = await call(editor, 'POST', '/admin/categories', {
      slug: unique('x'),
      name: ' ',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.details[0].field).toBe('name');
    const orphan = unique('orphan');
    const unknownParent = await call(editor, 'POST', '/admin/categories', {
      slug: orphan,
      name: 'Orphan',
      parentSlug: 'no-such-parent',
    });
    expect(unknownParent.statusCode).toBe(400);
    expect(unknownParent.json().error.details[0].field).toBe('parentSlug');
    expect(await auditEntriesOf(t.app, orphan)).toEqual([]);

    const top = unique('top');
    await call(editor, 'POST', '/admin/categories', { slug: top, name: 'Top' });
    await call(editor, 'POST', '/admin/categories', {
      slug: `${top}-sub`,
      name: 'Sub',
      parentSlug: top,
    });
    const nested = await call(editor, 'POST', '/admin/categories', {
      slug: `${top}-deeper`,
      name: 'Deeper',
      parentSlug: `${top}-sub`,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.details[0].field).toBe('parentSlug');
    const again = await call(editor, 'POST', '/admin/categories', { slug: top, name: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details[0].field).toBe('slug');
    expect((await auditEntriesOf(t.app, top)).map((e) => e.action)).toEqual(['category.create']);
  });

  it('deletes an unused category (gone from the public tree) and refuses one a shop uses (409)', async () => {
    const used = unique('used');
    await call(editor, 'POST', '/admin/categories', { slug: used, name: 'Used' });
    const owner = await accountWithRoles(t.app, { vendor: true });
    await createOwnedShop(t.app, owner.userId, { categorySlugs: [used] });
    const refusedDelete = await call(editor, 'DELETE', `/admin/categories/${used}`);
    expect(refusedDelete.statusCode).toBe(409);
    expect((await publicTree()).some((c) => c.slug === used)).toBe(true);

    const spare = unique('spare');
    await call(editor, 'POST', '/admin/categories', { slug: spare, name: 'Spare' });
    expect((await publicTree()).some((c) => c.slug === spare)).toBe(true);
    const deleted = await call(editor, 'DELETE', `/admin/categories/${spare}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await publicTree()).some((c) => c.slug === spare)).toBe(false);
    const [entry] = await auditEntriesOf(t.app, spare);
    expect(entry).toMatchObject({
      action: 'category.delete',
      before: { name: 'Spare' },
      after: null,
    });
    expect((await call(editor, 'DELETE', `/admin/categories/${spare}`)).statusCode).toBe(404);
  });

  it('writes the change and its audit entry together or not at all', async () => {
    const service = createStaffContentService({
      repository: createStaffContentRepository(t.app.database.db),
      transaction: (work) => runInTransaction(t.app.database.db, work),
      audit: async () => {
        throw new Error('the audit log is unavailable');
      },
      notifyTaxonomyChanged: async () => 0,
      dropLocalTaxonomy: () => {},
    });
    const slug = unique('lost');
    const actor = { id: editor.userId, name: 'Editor', email: 'editor@example.test' };
    await expect(
      service.createCategory(actor, { slug, name: 'Lost', parentSlug: null, position: 0 }),
    ).rejects.toThrow('the audit log is unavailable');
    const rows = await t.app.database.db.select().from(category).where(eq(category.slug, slug));
    expect(rows).toEqual([]);
  });
});

describe('occasions and languages', () => {
  it('adds, renames and deletes an occasion; the public list follows at once', async () => {
    const occasions = async () =>
      (await call(undefined, 'GET', '/category/occasions-names')).json().items as Array<{
        slug: string;
        name: string;
      }>;
    await occasions();
    const slug = unique('diwali');
    expect(
      (await call(editor, 'POST', '/admin/occasions', { slug, name: 'Diwali' })).statusCode,
    ).toBe(201);
    expect((await occasions()).find((o) => o.slug === slug)?.name).toBe('Diwali');
    const renamed = await call(editor, 'PATCH', `/admin/occasions/${slug}`, { name: 'Deepavali' });
    expect(renamed.json()).toMatchObject({ slug, name: 'Deepavali', usedBy: 0 });
    expect((await occasions()).find((o) => o.slug === slug)?.name).toBe('Deepavali');
    const bad = await call(editor, 'PATCH', `/admin/occasions/${slug}`, { position: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('position');
    expect((await call(editor, 'DELETE', `/admin/occasions/${slug}`)).statusCode).toBe(204);
    expect((await occasions()).some((o) => o.slug === slug)).toBe(false);
    expect((await auditEntriesOf(t.app, slug)).map((e) => e.action)).toEqual([
      'occasion.delete',
      'occasion.update',
      'occasion.create',
    ]);
  });

  it('adds a language, refuses a bad code (400 naming code) and one already listed (409)', async () => {
    const languages = async () =>
      (await call(undefined, 'GET', '/category/languages-names')).json().items as Array<{
        code: string;
        nativeName: string;
      }>;
    await languages();
    const bad = await call(editor, 'POST', '/admin/languages', {
      code: 'kannada',
      name: 'Kannada',
      nativeName: 'ಕನ್ನಡ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('code');
    const code = 'xq';
    const created = await call(editor, 'POST', '/admin/languages', {
      code,
      name: 'Test language',
      nativeName: 'Native',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await languages()).find((l) => l.code === code)?.nativeName).toBe('Native');
    const again = await call(editor, 'POST', '/admin/languages', {
      code,
      name: 'Again',
      nativeName: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details[0].field).toBe('code');
    const owner = await accountWithRoles(t.app, { vendor: true });
    await createOwnedShop(t.app, owner.userId, { languageCodes: [code] });
    expect((await call(editor, 'DELETE', `/admin/languages/${code}`)).statusCode).toBe(409);
    const [entry] = await auditEntriesOf(t.app, code);
    expect(entry).toMatchObject({ action: 'language.create', actorId: editor.userId });
  });
});

describe('hero banners', () => {
  const publicBanners = async () =>
    (await call(undefined, 'GET', '/settings/hero-banners')).json().items as Array<{
      id: string;
      title: string;
    }>;

  it('adds a banner shown on the home page at once, hides it when inactive, deletes it; all audited', async () => {
    const created = await call(editor, 'POST', '/admin/hero-banners', {
      title: 'Festive edit',
      subtitle: 'Shops dressed for the season',
      imageUrl: '/api/v1/media/banners/festive.svg',
      ctaLabel: 'See offers',
      ctaHref: '/offers',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await publicBanners()).some((b) => b.id === id)).toBe(true);

    const hidden = await call(editor, 'PATCH', `/admin/hero-banners/${id}`, { active: false });
    expect(hidden.json()).toMatchObject({ id, active: false });
    expect((await publicBanners()).some((b) => b.id === id)).toBe(false);
    const listed = await call(editor, 'GET', '/admin/hero-banners');
    expect(listed.json().items).toContainEqual(expect.objectContaining({ id, active: false }));

    expect((await call(editor, 'DELETE', `/admin/hero-banners/${id}`)).statusCode).toBe(204);
    expect(
      (await call(editor, 'GET', '/admin/hero-banners'))
        .json()
        .items.some((b: { id: string }) => b.id === id),
    ).toBe(false);
    const entries = await auditEntriesOf(t.app, id);
    expect(entries.map((e) => e.action)).toEqual([
      'hero-banner.delete',
      'hero-banner.update',
      'hero-banner.create',
    ]);
    expect(entries[1]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('refuses a link outside the app and a missing title (400 naming each), and an unknown banner (404)', async () => {
    const offsite = await call(editor, 'POST', '/admin/hero-banners', {
      title: 'Elsewhere',
      imageUrl: '/x.png',
      ctaLabel: 'Go',
      ctaHref: 'https://elsewhere.example',
    });
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json().error.details[0].field).toBe('ctaHref');
    // Paths a browser turns into another site: `\` reads as `/`, tabs and newlines are dropped.
    for (const ctaHref of ['/\\evil.example/phish', '/\t/evil.example', '/.//evil.example']) {
      const hostile = await call(editor, 'POST', '/admin/hero-banners', {
        title: 'Elsewhere',
        imageUrl: '/x.png',
        ctaLabel: 'Go',
        ctaHref,
      });
      expect(hostile.statusCode, ctaHref).toBe(400);
      expect(hostile.json().error.details[0].field).toBe('ctaHref');
    }
    const untitled = await call(editor, 'POST', '/admin/hero-banners', {
      imageUrl: '/x.png',
      ctaLabel: 'Go',
      ctaHref: '/offers',
    });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().error.details[0].field).toBe('title');
    const unknown = await call(editor, 'PATCH', `/admin/hero-banners/${NO_SUCH_ID}`, {
      title: 'X',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
