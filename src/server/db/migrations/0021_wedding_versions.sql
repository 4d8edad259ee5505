CREATE TABLE "wedding_versions" (
	"wedding_id" uuid PRIMARY KEY NOT NULL,
	"board" bigint DEFAULT 0 NOT NULL,
	"page" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wedding_versions" ADD CONSTRAINT "wedding_versions_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A version is the id of the last transaction that changed what its answer shows. Constraint triggers deferred to the
-- commit set it: no writer can forget it (cascades from a deleted section, task or user included), it changes in the
-- same commit as the change, and its row lock is the transaction's last, taken when nothing else is left to wait for.
-- A transaction that touches many rows writes a version once (the later upserts change nothing).
CREATE FUNCTION "wedding_version_touch"(wedding uuid, kind text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF kind IN ('board', 'both') THEN
    INSERT INTO wedding_versions (wedding_id, board) SELECT w.id, txid_current() FROM weddings w WHERE w.id = wedding
    ON CONFLICT (wedding_id) DO UPDATE SET board = excluded.board WHERE wedding_versions.board <> excluded.board;
  END IF;
  IF kind IN ('page', 'both') THEN
    INSERT INTO wedding_versions (wedding_id, page) SELECT w.id, txid_current() FROM weddings w WHERE w.id = wedding
    ON CONFLICT (wedding_id) DO UPDATE SET page = excluded.page WHERE wedding_versions.page <> excluded.page;
  END IF;
END $$;--> statement-breakpoint
-- A row with a wedding_id; the trigger's argument says which versions it touches.
CREATE FUNCTION "wedding_version_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM wedding_version_touch(NEW.wedding_id, TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM wedding_version_touch(OLD.wedding_id, TG_ARGV[0]);
  ELSE
    PERFORM wedding_version_touch(NEW.wedding_id, TG_ARGV[0]);
    IF NEW.wedding_id IS DISTINCT FROM OLD.wedding_id THEN
      PERFORM wedding_version_touch(OLD.wedding_id, TG_ARGV[0]);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An assignee row names its task only; a task deleted in the same transaction has touched the board itself.
CREATE FUNCTION "wedding_version_assignee_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM wedding_version_touch(t.wedding_id, 'board') FROM tasks t WHERE t.id = OLD.task_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM wedding_version_touch(t.wedding_id, 'board') FROM tasks t WHERE t.id = NEW.task_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The page shows the couple's names, slugs and photos: a change to a user's touches the weddings they are in.
CREATE FUNCTION "wedding_version_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wedding_version_touch(m.wedding_id, 'page') FROM wedding_members m WHERE m.user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The board: tasks (their done share is on the page too), sections' order, assignees, comment counts.
CREATE CONSTRAINT TRIGGER "tasks_version" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "wedding_version_row_changed"('both');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "task_sections_version" AFTER INSERT OR UPDATE OR DELETE ON "task_sections"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "wedding_version_row_changed"('board');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "task_assignees_version" AFTER INSERT OR UPDATE OR DELETE ON "task_assignees"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "wedding_version_assignee_changed"();--> statement-breakpoint
-- Comments added or removed change a count; edits and wedding-day comments change nothing the board shows.
CREATE CONSTRAINT TRIGGER "task_comments_added_version" AFTER INSERT ON "task_comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.task_id IS NOT NULL)
  EXECUTE FUNCTION "wedding_version_row_changed"('board');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "task_comments_removed_version" AFTER DELETE ON "task_comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.task_id IS NOT NULL)
  EXECUTE FUNCTION "wedding_version_row_changed"('board');--> statement-breakpoint
-- The page: members (the couple among them), followers, posts, the couple's own names and photos.
CREATE CONSTRAINT TRIGGER "wedding_members_version" AFTER INSERT OR UPDATE OR DELETE ON "wedding_members"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "wedding_version_row_changed"('page');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "wedding_follows_version" AFTER INSERT OR UPDATE OR DELETE ON "wedding_follows"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "wedding_version_row_changed"('page');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "posts_added_version" AFTER INSERT ON "posts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.wedding_id IS NOT NULL)
  EXECUTE FUNCTION "wedding_version_row_changed"('page');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "posts_changed_version" AFTER UPDATE OF "wedding_id" OR DELETE ON "posts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.wedding_id IS NOT NULL)
  EXECUTE FUNCTION "wedding_version_row_changed"('page');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_version" AFTER UPDATE OF "slug", "first_name", "last_name", "image" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "wedding_version_user_changed"();--> statement-breakpoint
-- Weddings as they are now: version 0 until their next change.
INSERT INTO "wedding_versions" ("wedding_id") SELECT "id" FROM "weddings";
