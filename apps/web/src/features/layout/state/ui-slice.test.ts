import { describe, expect, it } from 'vitest';
import { uiSlice, userNavbarHeightMeasured } from './ui-slice.ts';

const reduce = uiSlice.reducer;

describe('uiRedux', () => {
  it('is named uiRedux and starts with nothing measured', () => {
    expect(uiSlice.name).toBe('uiRedux');
    expect(reduce(undefined, { type: 'init' })).toEqual({
      userNavbarHeight: 0,
    });
  });

  it('stores whole, non-negative measurements', () => {
    const state = reduce(undefined, userNavbarHeightMeasured(64.4));
    expect(state).toEqual({ userNavbarHeight: 64 });
    expect(reduce(state, userNavbarHeightMeasured(-3))).toEqual({ userNavbarHeight: 0 });
  });
});
