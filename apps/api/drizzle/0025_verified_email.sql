-- The address an account proved it reads, by a code mailed to it (sign-up or an email change). Orders whose contact
-- email is this address belong to the account too, also those bought as a guest before it existed
-- (docs/product.md#bookings-history). It grants nothing once the account's email differs from it.
ALTER TABLE "app_user" ADD COLUMN "verified_email" varchar(254);
--> statement-breakpoint
-- Every customer account so far was made by sign-up with a code mailed to its address, and an email change takes a
-- code sent to the new one: their addresses are verified. Staff accounts were made without a code and stay unverified.
UPDATE "app_user" SET "verified_email" = lower("email") WHERE NOT "is_staff";
--> statement-breakpoint
CREATE INDEX "order_contact_email_idx" ON "order" (lower("contact_email"));
