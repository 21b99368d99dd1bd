/** Who is signed in; `user` is null for a guest. Tokens live in cookies, not here. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AuthUser {
  id: string;
  email: string;
  first_name?: string;
  last_name?: string;
}

export interface AuthState {
  user: AuthUser | null;
}

const initialState: AuthState = { user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    setUser: (state, action: PayloadAction<AuthUser>) => {
      state.user = action.payload;
    },
    signOut: () => initialState,
  },
});

export const { setUser, signOut } = authSlice.actions;

export const selectUser = (state: { auth: AuthState }) => state.auth.user;
