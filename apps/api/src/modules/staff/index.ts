/**
 * The staff module's public entry: the back office's sign-in and its second factor, the guard of the staff
 * routes, staff accounts made from the command line, and the renderer of the invitation mail.
 */
export { createSecondFactorGate, deleteOldMfaChallenges } from './mfa.service.js';
export { checkStaffAccountInput, createStaffAccount, StaffAccountInputError } from './staff-accounts.js';
export { staffAuthPlugin } from './staff-auth.plugin.js';
export { staffOutboxRenderers } from './staff-invite.mail.js';
