import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Measured layout sizes that screens use to place sticky and full-bleed parts (the uiRedux slice).
 */
export type UiState = {
  /** Height of the site header in px; sticky side navigation sits below it. */
  userNavbarHeight: number;
  /** Height of the home hero's background image in px. */
  heroBgImgHeight: number;
  /** How many cards the home page's featured rows show at the current width. */
  hgftrCardLength: number;
};

export const initialUiState: UiState = {
  userNavbarHeight: 0,
  heroBgImgHeight: 0,
  hgftrCardLength: 0,
};

export const uiSlice = createSlice({
  name: 'uiRedux',
  initialState: initialUiState,
  reducers: {
    userNavbarHeightMeasured(state, action: PayloadAction<number>) {
      state.userNavbarHeight = Math.max(0, Math.round(action.payload));
    },
    heroBgImgHeightMeasured(state, action: PayloadAction<number>) {
      state.heroBgImgHeight = Math.max(0, Math.round(action.payload));
    },
    hgftrCardLengthChanged(state, action: PayloadAction<number>) {
      state.hgftrCardLength = Math.max(0, Math.floor(action.payload));
    },
  },
});

export const { userNavbarHeightMeasured, heroBgImgHeightMeasured, hgftrCardLengthChanged } =
  uiSlice.actions;

export const selectUserNavbarHeight = (state: { uiRedux: UiState }) =>
  state.uiRedux.userNavbarHeight;
