CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"stream" text NOT NULL,
	"action" text NOT NULL,
	"wedding_id" uuid,
	"recipient_id" uuid,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_audience" CHECK ("events"."wedding_id" IS NOT NULL OR "events"."recipient_id" IS NOT NULL OR "events"."stream" = 'socket')
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_text_length" CHECK (length("notifications"."text") <= 500)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_position_idx" ON "events" USING btree ("xid","id");--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_recipient_idx" ON "events" USING btree ("recipient_id","xid");--> statement-breakpoint
CREATE INDEX "events_wedding_idx" ON "events" USING btree ("wedding_id","xid");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","created_at");--> statement-breakpoint
-- Genesis: the first position in the log, so a client that connected before any event still has an id to resume from.
INSERT INTO "events" ("stream", "action", "data") VALUES ('socket', 'genesis', '{}');--> statement-breakpoint
-- A revoked or deleted token closes its open sockets on every instance at once.
CREATE FUNCTION "access_token_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vowline_tokens', OLD.token_hash);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "access_tokens_revoked" AFTER UPDATE OF "revoked_at" ON "access_tokens" FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION "access_token_ended"();--> statement-breakpoint
CREATE TRIGGER "access_tokens_deleted" AFTER DELETE ON "access_tokens" FOR EACH ROW EXECUTE FUNCTION "access_token_ended"();
