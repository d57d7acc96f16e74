import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The employee record, kept as the server sends it (GET /emp/getEmployeeDetails). */
export type EmployeeDetails = Record<string, unknown>;

/** Client state for staff screens: who the employee is and their offer search. */
export type EmployeeState = {
  employeeDetails: EmployeeDetails | null;
  userName: string;
  userId: string;
  offerSearchKey: string;
};

export const initialEmployeeState: EmployeeState = {
  employeeDetails: null,
  userName: '',
  userId: '',
  offerSearchKey: '',
};

export const employeeSlice = createSlice({
  name: 'employee',
  initialState: initialEmployeeState,
  reducers: {
    employeeLoaded(
      state,
      action: PayloadAction<{ details: EmployeeDetails; userName: string; userId: string }>,
    ) {
      state.employeeDetails = action.payload.details;
      state.userName = action.payload.userName;
      state.userId = action.payload.userId;
    },
    offerSearchKeyChanged(state, action: PayloadAction<string>) {
      state.offerSearchKey = action.payload;
    },
    employeeCleared: () => initialEmployeeState,
  },
});

export const { employeeLoaded, offerSearchKeyChanged, employeeCleared } = employeeSlice.actions;
