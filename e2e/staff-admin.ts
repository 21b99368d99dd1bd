/** The staff admin the e2e server starts with (made by `staff:create` before the server opens its database). */
export const E2E_STAFF_ADMIN = { email: 'e2e-admin@sapar.kg', password: 'E2e-Admin-2026!' } as const;
