ALTER TABLE "expense_types" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "fund_payments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_accounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "people_lists" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_comments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_sections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_vendors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- hand-written:
-- A row's version goes up by one when a field a person edits changes; its arguments name the columns that are not
-- such fields (the version itself, timestamps, a place in an order, what a job keeps). A writer cannot forget it,
-- cascades and undo included, and an update that changes nothing leaves it as it was.
CREATE FUNCTION "row_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - TG_ARGV) IS DISTINCT FROM (to_jsonb(OLD) - TG_ARGV) THEN
    NEW.version := OLD.version + 1;
  ELSE
    NEW.version := OLD.version;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "expense_types_row_version" BEFORE UPDATE ON "expense_types" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'created_at', 'position');--> statement-breakpoint
CREATE TRIGGER "fund_payments_row_version" BEFORE UPDATE ON "fund_payments" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'created_at', 'reminded_for');--> statement-breakpoint
CREATE TRIGGER "fund_transactions_row_version" BEFORE UPDATE ON "fund_transactions" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'created_at', 'updated_at');--> statement-breakpoint
CREATE TRIGGER "money_accounts_row_version" BEFORE UPDATE ON "money_accounts" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'created_at');--> statement-breakpoint
CREATE TRIGGER "gifts_row_version" BEFORE UPDATE ON "gifts" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'created_at');--> statement-breakpoint
CREATE TRIGGER "people_lists_row_version" BEFORE UPDATE ON "people_lists" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'created_at');--> statement-breakpoint
CREATE TRIGGER "task_comments_row_version" BEFORE UPDATE ON "task_comments" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'created_at', 'updated_at');--> statement-breakpoint
CREATE TRIGGER "task_sections_row_version" BEFORE UPDATE ON "task_sections" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'created_at', 'position');--> statement-breakpoint
CREATE TRIGGER "tasks_row_version" BEFORE UPDATE ON "tasks" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'created_at', 'updated_at', 'position', 'completed_at');--> statement-breakpoint
CREATE TRIGGER "wedding_events_row_version" BEFORE UPDATE ON "wedding_events" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'created_at', 'updated_at');--> statement-breakpoint
CREATE TRIGGER "households_row_version" BEFORE UPDATE ON "households" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'created_at', 'reminded_for');--> statement-breakpoint
CREATE TRIGGER "wedding_vendors_row_version" BEFORE UPDATE ON "wedding_vendors" FOR EACH ROW EXECUTE FUNCTION row_version_bump('version', 'created_at', 'updated_at');
