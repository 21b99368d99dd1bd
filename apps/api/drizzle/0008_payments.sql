CREATE TABLE "payment_manual_refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" varchar(120) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_reference" varchar(100) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" uuid,
	CONSTRAINT "payment_manual_refund_status_check" CHECK ("payment_manual_refund"."status" in ('pending', 'done')),
	CONSTRAINT "payment_manual_refund_amount_check" CHECK ("payment_manual_refund"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_reconciliation" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_reference" varchar(100) NOT NULL,
	"payment_id" uuid,
	"action" varchar(16) NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reconciliation_action_check" CHECK ("payment_reconciliation"."action" in ('settled', 'refunded', 'refund_manual', 'released', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "charged_amount" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_manual_refund_key_key" ON "payment_manual_refund" USING btree ("key");--> statement-breakpoint
CREATE INDEX "payment_manual_refund_reference_idx" ON "payment_manual_refund" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payment_reconciliation_created_at_idx" ON "payment_reconciliation" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mbank_sandbox_charge_charged_at_idx" ON "mbank_sandbox_charge" USING btree ("charged_at");--> statement-breakpoint
CREATE INDEX "payment_provider_reference_idx" ON "payment" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payment_status_idx" ON "payment" USING btree ("status");