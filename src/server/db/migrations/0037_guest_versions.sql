ALTER TABLE "guests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_sites" ADD COLUMN "logistics_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- hand-written:
-- A guest's version goes up when a field a person edits changes (not its place in the household). A writer may now
-- also raise a row's version by itself (`SET version = version + 1`): the household does when one of its guests
-- changed, since its PATCH rewrites every guest and must be refused when any of them moved on. Nothing lowers it.
CREATE OR REPLACE FUNCTION "row_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - TG_ARGV) IS DISTINCT FROM (to_jsonb(OLD) - TG_ARGV) THEN
    NEW.version := OLD.version + 1;
  ELSE
    NEW.version := GREATEST(NEW.version, OLD.version);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "guests_row_version" BEFORE UPDATE ON "guests" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'position');
--> statement-breakpoint
-- The logistics have a version of their own, so a save of the website or an add-on never makes an open logistics
-- form stale (they share the wedding's one row).
CREATE FUNCTION "wedding_sites_logistics_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.logistics IS DISTINCT FROM OLD.logistics THEN
    NEW.logistics_version := OLD.logistics_version + 1;
  ELSE
    NEW.logistics_version := GREATEST(NEW.logistics_version, OLD.logistics_version);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "wedding_sites_logistics_version" BEFORE UPDATE ON "wedding_sites" FOR EACH ROW EXECUTE FUNCTION wedding_sites_logistics_version();
