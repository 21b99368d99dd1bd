ALTER TABLE "order_refund" DROP CONSTRAINT "order_refund_status_check";--> statement-breakpoint
ALTER TABLE "order_refund" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_status_check" CHECK ("order_refund"."status" in ('quoted', 'requested', 'completing', 'refunded', 'rejected', 'expired'));