export { hasSession } from './lib/session';
export { authSlice, setUser, signOut, selectUser, type AuthUser } from './model/auth-slice';
