-- The agency's pricing rules for outside suppliers' offers, edited by admins: a service fee, a markup or an exchange
-- buffer for a supplier, an airline, a route and a cabin, each null for "any" (docs/pricing.md). Percent in basis
-- points (hundredths of a percent), amounts in whole som. One rule per kind and scope: NULLS NOT DISTINCT makes two
-- "any" the same scope.
CREATE TABLE "pricing_rule" (
  "id" uuid PRIMARY KEY NOT NULL DEFAULT gen_random_uuid(),
  "kind" varchar(16) NOT NULL CHECK ("kind" IN ('service_fee', 'markup', 'exchange_buffer')),
  "supplier" varchar(32),
  "airline" varchar(2),
  "origin" varchar(3),
  "destination" varchar(3),
  "cabin" varchar(8) CHECK ("cabin" IN ('economy', 'business')),
  "percent_bp" integer NOT NULL DEFAULT 0 CHECK ("percent_bp" BETWEEN 0 AND 10000),
  "fixed_som" integer NOT NULL DEFAULT 0 CHECK ("fixed_som" >= 0),
  "min_som" integer CHECK ("min_som" >= 0),
  "max_som" integer CHECK ("max_som" >= 0),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_rule_scope_idx" ON "pricing_rule" ("kind", "supplier", "airline", "origin", "destination", "cabin") NULLS NOT DISTINCT;
