import { describe, expect, it } from 'vitest';
import {
  employeeCleared,
  employeeLoaded,
  employeeSlice,
  offerSearchKeyChanged,
} from './employee-slice.ts';

const reduce = employeeSlice.reducer;

describe('employee', () => {
  it('starts with no employee and an empty offer search', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      employeeDetails: null,
      userName: '',
      userId: '',
      offerSearchKey: '',
    });
  });

  it('keeps the loaded employee and their offer search until cleared', () => {
    let state = reduce(
      undefined,
      employeeLoaded({ details: { designation: 'Stylist' }, userName: 'Ravi', userId: 'emp-7' }),
    );
    state = reduce(state, offerSearchKeyChanged('diwali'));
    expect(state).toEqual({
      employeeDetails: { designation: 'Stylist' },
      userName: 'Ravi',
      userId: 'emp-7',
      offerSearchKey: 'diwali',
    });

    expect(reduce(state, employeeCleared()).employeeDetails).toBeNull();
  });
});
