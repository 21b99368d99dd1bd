CREATE TABLE "order_exchange" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" varchar(20) DEFAULT 'quoted' NOT NULL,
	"leg" varchar(5) NOT NULL,
	"new_date" date NOT NULL,
	"options" jsonb NOT NULL,
	"option_id" varchar(16),
	"exchange_order_id" uuid,
	"total_due" integer,
	"quote_expires_at" timestamp with time zone NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_exchange_status_check" CHECK ("order_exchange"."status" in ('quoted', 'awaiting_payment', 'completed', 'expired', 'cancelled')),
	CONSTRAINT "order_exchange_leg_check" CHECK ("order_exchange"."leg" in ('there', 'back'))
);
--> statement-breakpoint
CREATE TABLE "order_refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'quoted' NOT NULL,
	"passengers" jsonb NOT NULL,
	"reason" text NOT NULL,
	"fare_total" integer NOT NULL,
	"penalty" integer NOT NULL,
	"agency_fee" integer NOT NULL,
	"amount_back" integer NOT NULL,
	"taxes_only" boolean NOT NULL,
	"automatic" boolean NOT NULL,
	"quote_expires_at" timestamp with time zone NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"handled_by" uuid,
	"staff_note" text,
	CONSTRAINT "order_refund_status_check" CHECK ("order_refund"."status" in ('quoted', 'requested', 'refunded', 'rejected', 'expired')),
	CONSTRAINT "order_refund_amounts_check" CHECK ("order_refund"."amount_back" >= 0 and "order_refund"."penalty" >= 0 and "order_refund"."agency_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mbank_sandbox_refund" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"reference" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_request" DROP CONSTRAINT "service_request_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ref_id" varchar(40);--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "kind" varchar(10) DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "exchange_of" uuid;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "exchanged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_passenger" ADD COLUMN "ticket_status" varchar(20) DEFAULT 'issued' NOT NULL;--> statement-breakpoint
ALTER TABLE "mbank_sandbox_charge" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_request" ADD COLUMN "order_number" varchar(6);--> statement-breakpoint
ALTER TABLE "service_request" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "service_request" ADD COLUMN "staff_answer" text;--> statement-breakpoint
ALTER TABLE "service_request" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_request" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "order_exchange" ADD CONSTRAINT "order_exchange_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exchange" ADD CONSTRAINT "order_exchange_exchange_order_id_order_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbank_sandbox_refund" ADD CONSTRAINT "mbank_sandbox_refund_reference_mbank_sandbox_charge_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."mbank_sandbox_charge"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_exchange_order_id_idx" ON "order_exchange" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_exchange_exchange_order_id_key" ON "order_exchange" USING btree ("exchange_order_id");--> statement-breakpoint
CREATE INDEX "order_refund_order_id_idx" ON "order_refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refund_status_idx" ON "order_refund" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_exchange_of_idx" ON "order" USING btree ("exchange_of");--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_kind_check" CHECK ("order"."kind" in ('purchase', 'exchange'));--> statement-breakpoint
ALTER TABLE "order_passenger" ADD CONSTRAINT "order_passenger_ticket_status_check" CHECK ("order_passenger"."ticket_status" in ('issued', 'refund_requested', 'refunded', 'exchanged'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refunded_amount_check" CHECK ("payment"."refunded_amount" >= 0 and "payment"."refunded_amount" <= "payment"."amount");--> statement-breakpoint
ALTER TABLE "service_request" ADD CONSTRAINT "service_request_kind_check" CHECK ("service_request"."kind" in ('tour', 'rail', 'partner', 'appeal', 'exchange', 'refund'));