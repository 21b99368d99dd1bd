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
    setUser: {
      // Only who the user is: the full profile stays in the API cache.
      reducer: (state, action: PayloadAction<AuthUser>) => {
        state.user = action.payload;
      },
      prepare: ({ id, email, first_name, last_name }: AuthUser) => ({
        payload: { id, email, ...(first_name ? { first_name } : {}), ...(last_name ? { last_name } : {}) },
      }),
    },
    signOut: () => initialState,
  },
});

export const { setUser, signOut } = authSlice.actions;

export const selectUser = (state: { auth: AuthState }) => state.auth.user;

/** "First Last", or the email when the user has not given a name. */
export function getDisplayName(user: Pick<AuthUser, 'email' | 'first_name' | 'last_name'>): string {
  const fullName = [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || user.email;
}
