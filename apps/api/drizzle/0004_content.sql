CREATE TABLE "content_page" (
	"slug" varchar(40) PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" varchar(80) NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(12) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" varchar(100) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"email" varchar(254),
	"payload" jsonb NOT NULL,
	"ref" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_request_kind_check" CHECK ("service_request"."kind" in ('tour', 'rail', 'partner')),
	CONSTRAINT "service_request_status_check" CHECK ("service_request"."status" in ('new', 'in_progress', 'done', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "tour" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"region" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"includes" jsonb NOT NULL,
	"image" text NOT NULL,
	"price_from" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'KGS' NOT NULL,
	"duration_days" integer NOT NULL,
	"start_days" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_kind_check" CHECK ("tour"."kind" in ('domestic', 'outbound')),
	CONSTRAINT "tour_price_check" CHECK ("tour"."price_from" > 0)
);
--> statement-breakpoint
ALTER TABLE "faq_item" ADD CONSTRAINT "faq_item_category_id_faq_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faq_category_slug_key" ON "faq_category" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_item_slug_key" ON "faq_item" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "faq_item_category_id_idx" ON "faq_item" USING btree ("category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "service_request_number_key" ON "service_request" USING btree ("number");--> statement-breakpoint
CREATE INDEX "service_request_kind_created_at_idx" ON "service_request" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_request_status_idx" ON "service_request" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_slug_key" ON "tour" USING btree ("slug");