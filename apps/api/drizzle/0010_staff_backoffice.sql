CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"staff_email" varchar(254),
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"entity" varchar(32) NOT NULL,
	"entity_id" varchar(64) NOT NULL,
	"action" varchar(64) NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "order_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid,
	"text" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_commission" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_commission_rate_check" CHECK (rate_basis_points between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "staff_invite" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64),
	"language" varchar(2) DEFAULT 'ru' NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_member" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"mfa_secret" text,
	"mfa_pending_secret" text,
	"mfa_enabled_at" timestamp with time zone,
	"mfa_last_step" bigint,
	"mfa_failures" integer DEFAULT 0 NOT NULL,
	"mfa_failures_since" timestamp with time zone,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_member_roles_check" CHECK (roles <@ array['admin', 'agent', 'editor']::text[]),
	CONSTRAINT "staff_member_mfa_failures_check" CHECK (mfa_failures >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff_mfa_challenge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_request" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "service_request" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_note" ADD CONSTRAINT "order_note_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invite" ADD CONSTRAINT "staff_invite_user_id_staff_member_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_member"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_member" ADD CONSTRAINT "staff_member_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_mfa_challenge" ADD CONSTRAINT "staff_mfa_challenge_user_id_staff_member_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_member"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_code" ADD CONSTRAINT "staff_recovery_code_user_id_staff_member_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_member"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_entity_idx" ON "staff_audit" USING btree ("entity","entity_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" USING btree ("staff_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at" desc);--> statement-breakpoint
CREATE INDEX "order_note_order_id_idx" ON "order_note" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invite_token_hash_key" ON "staff_invite" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_invite_user_id_idx" ON "staff_invite" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_mfa_challenge_token_hash_key" ON "staff_mfa_challenge" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_mfa_challenge_user_id_idx" ON "staff_mfa_challenge" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_code_user_hash_key" ON "staff_recovery_code" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "service_request_assigned_to_idx" ON "service_request" USING btree ("assigned_to");--> statement-breakpoint
-- The audit log is append-only for every database user, the application's included: old rows
-- cannot be changed or removed (only a superuser dropping the trigger could).
CREATE FUNCTION "staff_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_update_delete" BEFORE UPDATE OR DELETE ON "staff_audit" FOR EACH ROW EXECUTE FUNCTION "staff_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_truncate" BEFORE TRUNCATE ON "staff_audit" FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_append_only"();--> statement-breakpoint
-- Staff made before roles existed could do everything: they become admins (and set up their second factor at their next visit).
INSERT INTO "staff_member" ("user_id", "roles") SELECT "id", ARRAY['admin']::text[] FROM "app_user" WHERE "is_staff";
