-- Unpaid holds apart from sales. flight_cabin.seats_sold still counts every seat taken (availability, no
-- oversell); seats_held is the part of it held by orders not paid yet (status 'booked'), so fares follow the
-- seats actually sold and holds do not raise prices. The database keeps seats_held equal to the seats of the
-- booked orders' legs, whichever code books, pays, expires, cancels or deletes an order.
ALTER TABLE "flight_cabin" ADD COLUMN "seats_held" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "flight_cabin" ADD CONSTRAINT "flight_cabin_seats_held_check" CHECK ("flight_cabin"."seats_held" >= 0);
--> statement-breakpoint
-- The address a booking came from: unpaid holds are limited per address and flight.
ALTER TABLE "order" ADD COLUMN "client_ip" varchar(64);
--> statement-breakpoint
CREATE INDEX "order_leg_flight_id_idx" ON "order_leg" USING btree ("flight_id");
--> statement-breakpoint
UPDATE "flight_cabin" fc SET "seats_held" = held.seats
FROM (
  SELECT l."flight_id", l."cabin", sum(l."seats")::int AS seats
  FROM "order_leg" l JOIN "order" o ON o."id" = l."order_id"
  WHERE o."status" = 'booked'
  GROUP BY l."flight_id", l."cabin"
) held
WHERE fc."flight_id" = held."flight_id" AND fc."cabin" = held."cabin";
--> statement-breakpoint
-- A leg added to, changed on or taken from a booked order moves its seats in or out of the holds.
CREATE FUNCTION "order_leg_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM "order" WHERE "id" = OLD."order_id" AND "status" = 'booked') THEN
      UPDATE "flight_cabin" SET "seats_held" = greatest(0, "seats_held" - OLD."seats")
      WHERE "flight_id" = OLD."flight_id" AND "cabin" = OLD."cabin";
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM "order" WHERE "id" = NEW."order_id" AND "status" = 'booked') THEN
      UPDATE "flight_cabin" SET "seats_held" = "seats_held" + NEW."seats"
      WHERE "flight_id" = NEW."flight_id" AND "cabin" = NEW."cabin";
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_leg_holds" AFTER INSERT OR UPDATE OR DELETE ON "order_leg" FOR EACH ROW EXECUTE FUNCTION "order_leg_holds"();
--> statement-breakpoint
-- An order leaving 'booked' (paid, expired, cancelled) or deleted while booked no longer holds its seats. The
-- cabins are locked in flight-id order first, as bookings lock them, so two orders sharing legs never deadlock.
CREATE FUNCTION "order_status_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed "order";
  sign integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
    sign := -1;
  ELSIF OLD."status" = 'booked' AND NEW."status" <> 'booked' THEN
    changed := NEW;
    sign := -1;
  ELSIF OLD."status" <> 'booked' AND NEW."status" = 'booked' THEN
    changed := NEW;
    sign := 1;
  ELSE
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "flight_cabin" fc JOIN "order_leg" l ON l."flight_id" = fc."flight_id" AND l."cabin" = fc."cabin"
  WHERE l."order_id" = changed."id" ORDER BY fc."flight_id", fc."cabin" FOR UPDATE OF fc;
  UPDATE "flight_cabin" fc SET "seats_held" = greatest(0, fc."seats_held" + sign * l."seats")
  FROM "order_leg" l
  WHERE l."order_id" = changed."id" AND fc."flight_id" = l."flight_id" AND fc."cabin" = l."cabin";
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_status_holds" AFTER UPDATE OF "status" ON "order" FOR EACH ROW EXECUTE FUNCTION "order_status_holds"();
--> statement-breakpoint
CREATE TRIGGER "order_deleted_holds" BEFORE DELETE ON "order" FOR EACH ROW WHEN (OLD."status" = 'booked') EXECUTE FUNCTION "order_status_holds"();
