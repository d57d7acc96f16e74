import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Measured layout sizes that screens use to place sticky and full-bleed parts (the uiRedux slice).
 */
export type UiState = {
  /** Height of the site header in px; sticky side navigation sits below it. */
  userNavbarHeight: number;
};

export const initialUiState: UiState = {
  userNavbarHeight: 0,
};

export const uiSlice = createSlice({
  name: 'uiRedux',
  initialState: initialUiState,
  reducers: {
    userNavbarHeightMeasured(state, action: PayloadAction<number>) {
      state.userNavbarHeight = Math.max(0, Math.round(action.payload));
    },
  },
});

export const { userNavbarHeightMeasured } = uiSlice.actions;

export const selectUserNavbarHeight = (state: { uiRedux: UiState }) =>
  state.uiRedux.userNavbarHeight;
