CREATE TABLE "flight_status" (
	"flight_id" integer PRIMARY KEY NOT NULL,
	"status" varchar(12) NOT NULL,
	"estimated_departure" timestamp with time zone,
	"estimated_arrival" timestamp with time zone,
	"gate" varchar(8),
	"terminal" varchar(4),
	"reason" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_status_status_check" CHECK ("flight_status"."status" in ('on_time', 'delayed', 'boarding', 'departed', 'arrived', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "flight_disruption" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" varchar(80) NOT NULL,
	"flight_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"departs_at" timestamp with time zone,
	"arrives_at" timestamp with time zone,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_by_email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_disruption_kind_check" CHECK ("flight_disruption"."kind" in ('cancelled', 'retimed'))
);
--> statement-breakpoint
CREATE TABLE "disruption_order" (
	"disruption_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"new_order_id" uuid,
	"refund_id" uuid,
	CONSTRAINT "disruption_order_disruption_id_order_id_pk" PRIMARY KEY("disruption_id","order_id"),
	CONSTRAINT "disruption_order_status_check" CHECK ("disruption_order"."status" in ('open', 'accepted', 'rebooked', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "flight_status" ADD CONSTRAINT "flight_status_flight_id_flight_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flight"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_disruption" ADD CONSTRAINT "flight_disruption_flight_id_flight_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flight"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruption_order" ADD CONSTRAINT "disruption_order_disruption_id_flight_disruption_id_fk" FOREIGN KEY ("disruption_id") REFERENCES "public"."flight_disruption"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruption_order" ADD CONSTRAINT "disruption_order_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_disruption_key" ON "flight_disruption" USING btree ("key");--> statement-breakpoint
CREATE INDEX "flight_disruption_flight_idx" ON "flight_disruption" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "disruption_order_order_idx" ON "disruption_order" USING btree ("order_id");
