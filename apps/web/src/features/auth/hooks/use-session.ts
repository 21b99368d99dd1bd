import { useDispatch, useSelector } from 'react-redux';
import { useCallback } from 'react';
import { baseApi } from '@/shared/api/base-api';
import { tokenCookies } from '@/shared/api/token-cookies';
import { useGetCurrentUserQuery, useRevokeSessionMutation } from '../api/auth-api';
import { clearSession, hasSession } from '../lib/session';
import { selectUser, signOut } from '../model/auth-slice';

/**
 * The signed-in user: with a token cookie, GET /users/me/ is read (once, then from the cache)
 * and the user lands in the auth slice. `profile` is the full answer for the cabinet.
 */
export function useSession() {
  const isSignedIn = hasSession();
  const user = useSelector(selectUser);
  const query = useGetCurrentUserQuery(undefined, { skip: !isSignedIn });
  return {
    isSignedIn,
    user: isSignedIn ? user : null,
    profile: isSignedIn ? query.data : undefined,
    isLoading: isSignedIn && query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * Signs out on this device: both cookies go, the auth state and every cached answer are reset,
 * and the server is asked to revoke the refresh token (best effort: the cookies are gone anyway).
 */
export function useSignOut(): () => void {
  const dispatch = useDispatch();
  const [revokeSession] = useRevokeSessionMutation();
  return useCallback(() => {
    const refresh = tokenCookies.getRefresh();
    // Cleared first, so the revoke call goes without a token and can never trigger the 401 reload.
    clearSession();
    dispatch(signOut());
    dispatch(baseApi.util.resetApiState());
    if (refresh) revokeSession({ refresh }).catch(() => undefined);
  }, [dispatch, revokeSession]);
}
