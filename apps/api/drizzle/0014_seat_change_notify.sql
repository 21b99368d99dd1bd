-- Seat changes told to every API process when they commit: a statement-level trigger on flight_cabin
-- sends the changed flights' ids (or 'all' past NOTIFY's payload limit) on the channel sapar_seat_changes.
-- NOTIFY is transactional: listeners hear it only once the change is committed, never for a rollback.
CREATE FUNCTION "notify_seat_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT flight_id::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(DISTINCT flight_id::text, ',') INTO ids FROM new_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('sapar_seat_changes', CASE WHEN length(ids) > 7000 THEN 'all' ELSE ids END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "flight_cabin_inserted" AFTER INSERT ON "flight_cabin" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_seat_changes"();
--> statement-breakpoint
CREATE TRIGGER "flight_cabin_updated" AFTER UPDATE ON "flight_cabin" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_seat_changes"();
--> statement-breakpoint
CREATE TRIGGER "flight_cabin_deleted" AFTER DELETE ON "flight_cabin" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_seat_changes"();
