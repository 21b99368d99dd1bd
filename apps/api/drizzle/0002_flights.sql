CREATE TABLE "aircraft" (
	"code" varchar(4) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seats_economy" integer NOT NULL,
	"seats_business" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airline" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"country" varchar(2) NOT NULL,
	"low_cost" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" varchar(3) NOT NULL,
	"number" integer NOT NULL,
	"origin" varchar(4) NOT NULL,
	"destination" varchar(4) NOT NULL,
	"service_date" date NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"arrives_at" timestamp with time zone NOT NULL,
	"aircraft" varchar(4) NOT NULL,
	"economy_fare" integer NOT NULL,
	"business_fare" integer,
	"pensioner_discount_pct" integer DEFAULT 0 NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "flight_times_check" CHECK ("flight"."arrives_at" > "flight"."departs_at")
);
--> statement-breakpoint
CREATE TABLE "flight_cabin" (
	"flight_id" integer NOT NULL,
	"cabin" varchar(10) NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_cabin_flight_id_cabin_pk" PRIMARY KEY("flight_id","cabin"),
	CONSTRAINT "flight_cabin_seats_check" CHECK ("flight_cabin"."seats_sold" >= 0 and "flight_cabin"."seats_sold" <= "flight_cabin"."seats_total"),
	CONSTRAINT "flight_cabin_cabin_check" CHECK ("flight_cabin"."cabin" in ('economy', 'business'))
);
--> statement-breakpoint
CREATE TABLE "flight_search" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"params" jsonb NOT NULL,
	"offers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location" (
	"code" varchar(4) PRIMARY KEY NOT NULL,
	"icao" varchar(4) NOT NULL,
	"city_code" varchar(4) NOT NULL,
	"country" varchar(2) NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"name" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"popular" integer
);
--> statement-breakpoint
ALTER TABLE "flight" ADD CONSTRAINT "flight_carrier_airline_code_fk" FOREIGN KEY ("carrier") REFERENCES "public"."airline"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight" ADD CONSTRAINT "flight_origin_location_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."location"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight" ADD CONSTRAINT "flight_destination_location_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."location"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight" ADD CONSTRAINT "flight_aircraft_aircraft_code_fk" FOREIGN KEY ("aircraft") REFERENCES "public"."aircraft"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_cabin" ADD CONSTRAINT "flight_cabin_flight_id_flight_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flight"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_carrier_number_date_key" ON "flight" USING btree ("carrier","number","service_date");--> statement-breakpoint
CREATE INDEX "flight_origin_departs_idx" ON "flight" USING btree ("origin","departs_at");--> statement-breakpoint
CREATE INDEX "flight_search_expires_idx" ON "flight_search" USING btree ("expires_at");