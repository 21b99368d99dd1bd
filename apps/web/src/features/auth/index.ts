/** Public face of the auth feature: pages and the app frame import from here only. */
export { hasSession } from './lib/session';
export { resolveNextPath } from './lib/next-path';
export { authSlice, setUser, signOut, selectUser, getDisplayName, type AuthUser } from './model/auth-slice';
export { useSession, useSignOut } from './hooks/use-session';
export { LoginForm } from './components/login-form';
export { RegisterWizard } from './components/register-wizard';
export { RecoveryWizard } from './components/recovery-wizard';
