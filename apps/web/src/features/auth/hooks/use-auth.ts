import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { selectAuth, selectIsCustomer, type AuthState } from '../state/auth-slice.ts';

type AuthRootState = { auth: AuthState };
export type AuthDispatch = ThunkDispatch<AuthRootState, unknown, UnknownAction>;

export const useAuthDispatch = useDispatch.withTypes<AuthDispatch>();

/** The session as screens need it: status, who, and whether they may use customer pages. */
export function useAuth() {
  const auth = useSelector(selectAuth);
  const isCustomer = useSelector(selectIsCustomer);
  return { ...auth, isCustomer };
}
