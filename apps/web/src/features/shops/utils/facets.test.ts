import { describe, expect, it } from 'vitest';
import { noFacets } from '../../../test/catalogue-fixtures.ts';
import { bucketsFor, facetLabel, valueLabel } from './facets.ts';

const vocabulary = {
  categories: [
    {
      slug: 'bridal',
      name: 'Bridal',
      imageUrl: '/x.svg',
      subCategories: [{ slug: 'bridal-sarees', name: 'Bridal Sarees' }],
    },
  ],
  occasions: [{ slug: 'haldi', name: 'Haldi' }],
  languages: [{ code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' }],
};

describe('facet labels', () => {
  it('show a value with the number of shops it would show', () => {
    expect(facetLabel({ label: 'Bridal', count: 42 })).toBe('Bridal (42)');
    expect(facetLabel({ label: 'Women’s Ethnic', count: 1234 })).toBe('Women’s Ethnic (1,234)');
  });

  it('name chosen values from the vocabulary, whatever the filter', () => {
    expect(valueLabel('subCategories', 'bridal-sarees', vocabulary)).toBe('Bridal Sarees');
    expect(valueLabel('languages', 'ta', vocabulary)).toBe('Tamil');
    expect(valueLabel('genders', 'kids', vocabulary)).toBe('Kids');
    expect(valueLabel('occasions', 'unknown-slug', vocabulary)).toBe('unknown-slug');
  });

  it('keep a chosen value that no shop matches now, with a count of 0, so it can be unticked', () => {
    const facets = { ...noFacets, occasions: [{ value: 'wedding', label: 'Wedding', count: 9 }] };
    expect(bucketsFor('occasions', facets, ['wedding', 'haldi'], vocabulary)).toEqual([
      { value: 'wedding', label: 'Wedding', count: 9 },
      { value: 'haldi', label: 'Haldi', count: 0 },
    ]);
    expect(
      bucketsFor(
        'city',
        { ...noFacets, cities: [{ value: 'Pune', label: 'Pune', count: 3 }] },
        [],
        undefined,
      ),
    ).toEqual([{ value: 'Pune', label: 'Pune', count: 3 }]);
  });
});
