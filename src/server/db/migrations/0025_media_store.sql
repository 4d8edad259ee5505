CREATE TABLE "media_deletions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "media_pending" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "media_deletions_next_idx" ON "media_deletions" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "media_pending_created_idx" ON "media_pending" USING btree ("created_at");--> statement-breakpoint
CREATE FUNCTION "media_queue_deletions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO media_deletions (id) SELECT id FROM gone ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "media_deleted" AFTER DELETE ON "media" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION "media_queue_deletions"();
