-- Flight changes told to every API process when they commit, like seat changes (0014): a statement-level
-- trigger on flight sends the changed flights' ids (or 'all' past NOTIFY's payload limit) on the channel
-- sapar_flight_changes. Each process refreshes those flights of its in-memory schedule, so a cancelled flight
-- leaves search and a retimed one moves everywhere at once.
CREATE FUNCTION "notify_flight_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT id::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(DISTINCT id::text, ',') INTO ids FROM new_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('sapar_flight_changes', CASE WHEN length(ids) > 7000 THEN 'all' ELSE ids END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "flight_inserted" AFTER INSERT ON "flight" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_flight_changes"();
--> statement-breakpoint
CREATE TRIGGER "flight_updated" AFTER UPDATE ON "flight" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_flight_changes"();
--> statement-breakpoint
CREATE TRIGGER "flight_deleted" AFTER DELETE ON "flight" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_flight_changes"();
--> statement-breakpoint
-- A retime moves the flight; the disruption keeps the times it had before, for the order's timeline.
ALTER TABLE "flight_disruption" ADD COLUMN "previous_departs_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "flight_disruption" ADD COLUMN "previous_arrives_at" timestamp with time zone;
--> statement-breakpoint
-- A multi-leg flight (SSIM leg sequence 02, 03, …) flies one number from several airports on one date: each leg is
-- a dated flight of its own, known by its number, date and the airport it leaves.
DROP INDEX "flight_carrier_number_date_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "flight_carrier_number_date_key" ON "flight" USING btree ("carrier","number","service_date","origin");
