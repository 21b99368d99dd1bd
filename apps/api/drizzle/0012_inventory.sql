-- Issue 16: the agency's own inventory. Schedules are expanded into dated flights; fare families
-- price them per route and cabin; seat blocks set the allotment of one flight, date and cabin.
CREATE TABLE "flight_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" varchar(3) NOT NULL,
	"number" integer NOT NULL,
	"origin" varchar(4) NOT NULL,
	"destination" varchar(4) NOT NULL,
	"days" smallint[] NOT NULL,
	"departure_time" varchar(5) NOT NULL,
	"arrival_time" varchar(5) NOT NULL,
	"arrival_day_offset" smallint DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"aircraft" varchar(4) NOT NULL,
	"source" varchar(8) DEFAULT 'staff' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_schedule_period_check" CHECK (valid_from <= valid_to),
	CONSTRAINT "flight_schedule_days_check" CHECK (cardinality(days) between 1 and 7 and days <@ array[1,2,3,4,5,6,7]::smallint[]),
	CONSTRAINT "flight_schedule_offset_check" CHECK (arrival_day_offset between -1 and 2),
	CONSTRAINT "flight_schedule_times_check" CHECK (departure_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and arrival_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "flight_schedule_source_check" CHECK (source in ('demo', 'ssim', 'staff')),
	CONSTRAINT "flight_schedule_number_check" CHECK (number between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "fare_family" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" varchar(3) NOT NULL,
	"origin" varchar(4) NOT NULL,
	"destination" varchar(4) NOT NULL,
	"cabin" varchar(10) NOT NULL,
	"family" varchar(10) NOT NULL,
	"base_fare" integer NOT NULL,
	"child_pct" smallint DEFAULT 75 NOT NULL,
	"infant_seat_pct" smallint DEFAULT 75 NOT NULL,
	"infant_lap_pct" smallint DEFAULT 10 NOT NULL,
	"pensioner_discount_pct" smallint DEFAULT 0 NOT NULL,
	"baggage_kg" smallint,
	"hand_baggage_kg" smallint NOT NULL,
	"change_fee" integer,
	"refund_fee" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fare_family_cabin_check" CHECK (cabin in ('economy', 'business')),
	CONSTRAINT "fare_family_family_check" CHECK (family in ('light', 'standard', 'flex')),
	CONSTRAINT "fare_family_amounts_check" CHECK (base_fare > 0 and coalesce(change_fee, 0) >= 0 and coalesce(refund_fee, 0) >= 0),
	CONSTRAINT "fare_family_shares_check" CHECK (child_pct between 0 and 100 and infant_seat_pct between 0 and 100 and infant_lap_pct between 0 and 100 and pensioner_discount_pct between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "seat_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" varchar(3) NOT NULL,
	"number" integer NOT NULL,
	"service_date" date NOT NULL,
	"cabin" varchar(10) NOT NULL,
	"seats" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_block_cabin_check" CHECK (cabin in ('economy', 'business')),
	CONSTRAINT "seat_block_seats_check" CHECK (seats >= 0)
);
--> statement-breakpoint
ALTER TABLE "flight" ADD COLUMN "schedule_id" integer;--> statement-breakpoint
ALTER TABLE "flight" ADD CONSTRAINT "flight_schedule_id_flight_schedule_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."flight_schedule"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedule" ADD CONSTRAINT "flight_schedule_carrier_airline_code_fk" FOREIGN KEY ("carrier") REFERENCES "public"."airline"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedule" ADD CONSTRAINT "flight_schedule_origin_location_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."location"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedule" ADD CONSTRAINT "flight_schedule_destination_location_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."location"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedule" ADD CONSTRAINT "flight_schedule_aircraft_aircraft_code_fk" FOREIGN KEY ("aircraft") REFERENCES "public"."aircraft"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_family" ADD CONSTRAINT "fare_family_carrier_airline_code_fk" FOREIGN KEY ("carrier") REFERENCES "public"."airline"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_schedule_carrier_number_idx" ON "flight_schedule" USING btree ("carrier","number","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "fare_family_route_key" ON "fare_family" USING btree ("carrier","origin","destination","cabin","family");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_block_flight_key" ON "seat_block" USING btree ("carrier","number","service_date","cabin");--> statement-breakpoint
CREATE INDEX "flight_schedule_id_idx" ON "flight" USING btree ("schedule_id");--> statement-breakpoint
ALTER TABLE "staff_member" DROP CONSTRAINT "staff_member_roles_check";--> statement-breakpoint
ALTER TABLE "staff_member" ADD CONSTRAINT "staff_member_roles_check" CHECK (roles <@ array['admin', 'agent', 'editor', 'inventory']::text[]);
