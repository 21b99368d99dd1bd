CREATE TABLE "country" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"title" jsonb NOT NULL,
	"desc" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"main_image" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_gallery_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"alt" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_gallery_image" ADD CONSTRAINT "news_gallery_image_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_slug_key" ON "news" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_gallery_image_news_id_idx" ON "news_gallery_image" USING btree ("news_id","position");