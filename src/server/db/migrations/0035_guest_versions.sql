ALTER TABLE "guests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
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
