CREATE TABLE "task_board_versions" (
	"wedding_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_board_versions" ADD CONSTRAINT "task_board_versions_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The board's version is the id of the last transaction that changed what the board shows. Constraint triggers
-- deferred to the commit set it: no writer can forget it (cascades from a deleted section, task or user included),
-- it changes in the same commit as the change, and its row lock is the transaction's last, taken when nothing else
-- is left to wait for. A transaction that touches many rows writes the version once (the later upserts change nothing).
CREATE FUNCTION "task_board_touch"(wedding uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO task_board_versions (wedding_id, version)
  SELECT w.id, txid_current() FROM weddings w WHERE w.id = wedding
  ON CONFLICT (wedding_id) DO UPDATE SET version = excluded.version
    WHERE task_board_versions.version <> excluded.version
$$;--> statement-breakpoint
CREATE FUNCTION "task_board_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM task_board_touch(NEW.wedding_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM task_board_touch(OLD.wedding_id);
  ELSE
    PERFORM task_board_touch(NEW.wedding_id);
    IF NEW.wedding_id <> OLD.wedding_id THEN PERFORM task_board_touch(OLD.wedding_id); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An assignee row names its task only; a task deleted in the same transaction has touched the board itself.
CREATE FUNCTION "task_board_assignee_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM task_board_touch(t.wedding_id) FROM tasks t WHERE t.id = OLD.task_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM task_board_touch(t.wedding_id) FROM tasks t WHERE t.id = NEW.task_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tasks_board" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "task_board_row_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "task_sections_board" AFTER INSERT OR UPDATE OR DELETE ON "task_sections"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "task_board_row_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "task_assignees_board" AFTER INSERT OR UPDATE OR DELETE ON "task_assignees"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "task_board_assignee_changed"();--> statement-breakpoint
-- The board shows a task's comment count: comments added or removed count, edits and wedding-day comments do not.
CREATE CONSTRAINT TRIGGER "task_comments_board_added" AFTER INSERT ON "task_comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.task_id IS NOT NULL)
  EXECUTE FUNCTION "task_board_row_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "task_comments_board_removed" AFTER DELETE ON "task_comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.task_id IS NOT NULL)
  EXECUTE FUNCTION "task_board_row_changed"();--> statement-breakpoint
-- Boards as they are now: version 0 until their next change (a wedding without a row reads as 0 too).
INSERT INTO "task_board_versions" ("wedding_id", "version") SELECT "id", 0 FROM "weddings";
