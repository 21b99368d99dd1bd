-- SMS delivery through a gateway: the id the gateway knows the message by (our outbox row's, so a retry is
-- recognised as a duplicate there and never sent twice), and the last delivery report read back from it.
ALTER TABLE "mail_outbox" ADD COLUMN "provider_message_id" varchar(40);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivery_status" varchar(16);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivery_reason" text;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivery_checked_at" timestamp with time zone;
--> statement-breakpoint
-- The rows whose delivery report is still awaited, read by the polling loop.
CREATE INDEX "mail_outbox_delivery_pending_idx" ON "mail_outbox" USING btree ("delivery_checked_at") WHERE "mail_outbox"."delivery_status" in ('accepted', 'queued', 'sent');
