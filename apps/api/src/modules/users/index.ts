/**
 * The users module's public entry: accounts, sign-in and sessions. Routes of other modules authenticate
 * with it; staff accounts are made with it; other modules never touch the accounts' tables.
 */
export { authenticateRequest, currentUser, type AuthUser } from './auth.plugin.js';
export { buildAccountEmail, RECOVERY_MAIL_KIND } from './account-mail.js';
export { deleteQuietThrottleKeys } from './login-throttle.repository.js';
export { deleteOldOtpCodes } from './otp.repository.js';
export { hashPassword, newPasswordErrors, PASSWORD_PARAMS } from './passwords.js';
export { deleteExpiredRefreshTokens, findSessionUser, revokeUserRefreshTokens } from './tokens.repository.js';
export { issueTokenPair } from './tokens.service.js';
export {
  findAccountSummaries,
  findUserByEmail,
  findUserById,
  findUserEmails,
  grantStaffRole,
  insertUser,
  isUniqueViolation,
  setPassword,
  setUserActive,
} from './users.repository.js';
export type { SecondFactorGate } from './users.service.js';
