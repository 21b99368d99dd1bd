CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"original_name" varchar(255) DEFAULT '' NOT NULL,
	"format" varchar(16) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_size_check" CHECK ("media"."width" > 0 AND "media"."height" > 0 AND "media"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "main_media_id" uuid;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "news_gallery_image" ADD COLUMN "media_id" uuid;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_main_media_id_media_id_fk" FOREIGN KEY ("main_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_gallery_image" ADD CONSTRAINT "news_gallery_image_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "content_page_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"version" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_by_email" varchar(254),
	CONSTRAINT "content_page_version_version_check" CHECK ("content_page_version"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "content_page_version" ADD CONSTRAINT "content_page_version_slug_content_page_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."content_page"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_page_version_slug_version_key" ON "content_page_version" USING btree ("slug","version");
