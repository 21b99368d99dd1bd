CREATE TABLE "login_throttle" (
	"key" varchar(320) PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttle_attempts_check" CHECK ("login_throttle"."attempts" >= 0)
);
--> statement-breakpoint
DROP TABLE "login_failure" CASCADE;--> statement-breakpoint
ALTER TABLE "otp_code" ALTER COLUMN "code_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_code" ADD COLUMN "language" varchar(2);
