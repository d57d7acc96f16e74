import { describe, expect, it } from 'vitest';
import {
  hgftrCardLengthChanged,
  heroBgImgHeightMeasured,
  uiSlice,
  userNavbarHeightMeasured,
} from './ui-slice.ts';

const reduce = uiSlice.reducer;

describe('uiRedux', () => {
  it('is named uiRedux and starts with nothing measured', () => {
    expect(uiSlice.name).toBe('uiRedux');
    expect(reduce(undefined, { type: 'init' })).toEqual({
      userNavbarHeight: 0,
      heroBgImgHeight: 0,
      hgftrCardLength: 0,
    });
  });

  it('stores whole, non-negative measurements', () => {
    let state = reduce(undefined, userNavbarHeightMeasured(64.4));
    state = reduce(state, heroBgImgHeightMeasured(-3));
    state = reduce(state, hgftrCardLengthChanged(3.7));
    expect(state).toEqual({ userNavbarHeight: 64, heroBgImgHeight: 0, hgftrCardLength: 3 });
  });
});
