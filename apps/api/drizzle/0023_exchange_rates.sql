-- The National Bank of the Kyrgyz Republic's (NBKR) official rates, by the date the bank set them for: som for
-- `nominal` units of the currency, kept exactly as the bank wrote them (numeric, never a float). Offers of outside
-- suppliers are converted to som at the latest rate up to the day (docs/pricing.md). `source` tells the bank's rows
-- from the demo seed's, which only the embedded demo writes.
CREATE TABLE "exchange_rate" (
  "date" date NOT NULL,
  "currency" char(3) NOT NULL,
  "nominal" integer NOT NULL CHECK ("nominal" > 0),
  "value" numeric(14, 4) NOT NULL CHECK ("value" > 0),
  "source" varchar(8) NOT NULL DEFAULT 'nbkr',
  "fetched_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("currency", "date")
);
--> statement-breakpoint
CREATE INDEX "exchange_rate_fetched_at_idx" ON "exchange_rate" ("fetched_at" DESC);
