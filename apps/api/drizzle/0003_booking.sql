CREATE SEQUENCE "public"."ticket_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9999999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_request" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"order_id" uuid NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"order_id" uuid,
	"recipient" varchar(254) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(6) NOT NULL,
	"status" varchar(20) DEFAULT 'booked' NOT NULL,
	"user_id" uuid,
	"contact_email" varchar(254) NOT NULL,
	"contact_phone" varchar(32) NOT NULL,
	"language" varchar(2) NOT NULL,
	"search_id" varchar(32) NOT NULL,
	"total_price" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'KGS' NOT NULL,
	"itinerary" jsonb NOT NULL,
	"payment_deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"ticketed_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	CONSTRAINT "order_status_check" CHECK ("order"."status" in ('booked', 'paid', 'ticketed', 'expired', 'cancelled', 'refund_requested', 'refunded', 'exchange_requested', 'exchanged')),
	CONSTRAINT "order_total_check" CHECK ("order"."total_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_leg" (
	"order_id" uuid NOT NULL,
	"flight_id" integer NOT NULL,
	"cabin" varchar(10) NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "order_leg_order_id_flight_id_cabin_pk" PRIMARY KEY("order_id","flight_id","cabin"),
	CONSTRAINT "order_leg_seats_check" CHECK ("order_leg"."seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_passenger" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" varchar(4) NOT NULL,
	"with_seat" boolean NOT NULL,
	"pensioner" boolean NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"gender" varchar(16) NOT NULL,
	"birth_date" date NOT NULL,
	"citizenship" varchar(2) NOT NULL,
	"document_type" varchar(32) NOT NULL,
	"document_number" varchar(32) NOT NULL,
	"document_expiry" date,
	"ticket_number" varchar(13),
	CONSTRAINT "order_passenger_type_check" CHECK ("order_passenger"."type" in ('ADLT', 'CHLD', 'INFT'))
);
--> statement-breakpoint
CREATE TABLE "mbank_sandbox_charge" (
	"reference" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'otp_sent' NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"charged_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "mbank_sandbox_charge_status_check" CHECK ("mbank_sandbox_charge"."status" in ('otp_sent', 'paid', 'declined', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"provider" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'created' NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"provider_reference" varchar(100),
	"failure_reason" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payment_status_check" CHECK ("payment"."status" in ('created', 'otp_sent', 'processing', 'paid', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "booking_request" ADD CONSTRAINT "booking_request_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_leg" ADD CONSTRAINT "order_leg_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_leg" ADD CONSTRAINT "order_leg_flight_id_flight_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flight"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_passenger" ADD CONSTRAINT "order_passenger_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."failed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_number_key" ON "order" USING btree ("number");--> statement-breakpoint
CREATE INDEX "order_status_deadline_idx" ON "order" USING btree ("status","payment_deadline");--> statement-breakpoint
CREATE INDEX "order_user_id_idx" ON "order" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_passenger_order_position_key" ON "order_passenger" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_passenger_ticket_number_key" ON "order_passenger" USING btree ("ticket_number");--> statement-breakpoint
CREATE UNIQUE INDEX "mbank_sandbox_charge_idempotency_key_key" ON "mbank_sandbox_charge" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_idempotency_key_key" ON "payment" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_order_id_idx" ON "payment" USING btree ("order_id");