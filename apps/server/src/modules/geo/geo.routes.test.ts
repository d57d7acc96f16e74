import { afterAll, describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../test/test-app.ts';

const t = await sharedTestApp();
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

describe('GET /geo/*', () => {
  it('answers countries, states and cities without signing in, cacheable', async () => {
    const countries = await get('/geo/countries');
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['cache-control']).toBe('public, max-age=86400');
    expect(countries.json().items).toContainEqual({ code: 'IN', name: 'India', hasStates: true });

    const states = await get('/geo/states/in');
    expect(states.statusCode).toBe(200);
    expect(states.json().items).toContainEqual({ adminCode1: 'KA', name: 'Karnataka' });

    const cities = await get('/geo/cities?countryCode=IN&adminCode1=ka');
    expect(cities.json().items).toContainEqual({ name: 'Bengaluru' });
  });

  it('resolves a PIN, and lists the PINs of a city', async () => {
    const pin = await get('/geo/postal-codes?countryCode=IN&postalCode=560034');
    expect(pin.json()).toEqual({
      items: [
        { postalCode: '560034', placeName: 'Bengaluru', adminCode1: 'KA', adminName1: 'Karnataka' },
      ],
      prefixes: [],
    });
    const city = await get('/geo/postal-codes?countryCode=IN&city=Bengaluru');
    expect(city.json().prefixes).toEqual(['560']);
  });

  it('answers 400 naming the field for a bad country, state or query', async () => {
    for (const [url, field] of [
      ['/geo/states/XX', 'countryCode'],
      ['/geo/cities?countryCode=IN', 'adminCode1'],
      ['/geo/cities?countryCode=IN&adminCode1=%3Cscript%3E', 'adminCode1'],
      ['/geo/postal-codes?countryCode=IN', 'city'],
      ['/geo/postal-codes?countryCode=ZZ&city=Pune', 'countryCode'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toContain(field);
    }
  });
});
