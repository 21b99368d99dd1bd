/** The staff admin the e2e server starts with (made by `staff:create` before the server opens its database). */
export const E2E_STAFF_ADMIN = { email: 'e2e-admin@sapar.kg', password: 'E2e-Admin-2026!' } as const;

/** A second staff admin for the inventory spec (issue 16), so it enrols its own second factor beside the back-office spec. */
export const E2E_STAFF_INVENTORY = { email: 'e2e-inventory@sapar.kg', password: E2E_STAFF_ADMIN.password } as const;
