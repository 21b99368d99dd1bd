-- An outside supplier's order behind one of our orders (docs/architecture.md, "Flight supply"). Our reference
-- (client_ref) is written before the supplier is asked, so whatever happens to its answer the supplier's order is
-- found again by it and never made twice. The state is ours, moved by guarded transitions; the supplier's own words
-- are only ever read again, never taken from a pushed event.
CREATE TABLE "supplier_order" (
  "order_id" uuid PRIMARY KEY NOT NULL REFERENCES "order"("id") ON DELETE CASCADE,
  "supplier" varchar(32) NOT NULL,
  "client_ref" varchar(64) NOT NULL,
  "offer_ref" varchar(64) NOT NULL,
  "mode" varchar(10) NOT NULL,
  "state" varchar(20) NOT NULL DEFAULT 'booking',
  "supplier_order_ref" varchar(64),
  "booking_reference" varchar(16),
  "total_amount" varchar(20) NOT NULL,
  "total_currency" varchar(3) NOT NULL,
  "total_som" integer NOT NULL,
  "rate" jsonb NOT NULL,
  "passenger_refs" jsonb NOT NULL,
  "payment_required_by" timestamp with time zone,
  "failure_reason" varchar(40),
  "synced_at" timestamp with time zone,
  "paid_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "supplier_order_mode_check" CHECK ("mode" in ('hold', 'instant')),
  CONSTRAINT "supplier_order_state_check" CHECK ("state" in ('booking', 'pending', 'held', 'paying', 'paid', 'ticketed', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_order_client_ref_key" ON "supplier_order" ("supplier", "client_ref");
--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_order_ref_key" ON "supplier_order" ("supplier", "supplier_order_ref");
--> statement-breakpoint
CREATE INDEX "supplier_order_state_idx" ON "supplier_order" ("state");
--> statement-breakpoint
-- Events a supplier pushed, by its own id: one is acted on once, whatever the order or number of deliveries.
CREATE TABLE "supplier_event" (
  "supplier" varchar(32) NOT NULL,
  "event_id" varchar(64) NOT NULL,
  "received_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "supplier_event_pkey" PRIMARY KEY ("supplier", "event_id")
);
--> statement-breakpoint
-- The airline's booking reference (PNR) of an outside supplier's order, shown with the order and its tickets.
ALTER TABLE "order" ADD COLUMN "booking_reference" varchar(16);
