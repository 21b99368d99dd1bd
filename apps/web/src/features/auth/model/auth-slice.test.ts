import { describe, expect, it } from 'vitest';
import { authSlice, selectUser, setUser, signOut } from './auth-slice';

const reduce = authSlice.reducer;
const user = { id: 'u1', email: 'aida@example.kg', first_name: 'Aida' };

describe('auth slice', () => {
  it('starts signed out', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ user: null });
  });

  it('keeps the user until sign-out', () => {
    const signedIn = reduce(undefined, setUser(user));
    expect(selectUser({ auth: signedIn })).toEqual(user);
    expect(reduce(signedIn, signOut())).toEqual({ user: null });
  });
});
