CREATE TABLE "guest_event_invites" (
	"event_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"wedding_id" uuid NOT NULL,
	"attending" boolean,
	"meal" text,
	"dietary" text DEFAULT '' NOT NULL,
	"plus_one_name" text,
	"answered_at" timestamp with time zone,
	"table_id" uuid,
	"unseated_by_decline" boolean DEFAULT false NOT NULL,
	CONSTRAINT "guest_event_invites_event_id_guest_id_pk" PRIMARY KEY("event_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "guest_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"day" date,
	"starts_at" time,
	"ends_at" time,
	"place" text DEFAULT '' NOT NULL,
	"dress_code" text DEFAULT '' NOT NULL,
	"meal_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"seating" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seating_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"guest_ids" uuid[] NOT NULL,
	"table_id" uuid
);
--> statement-breakpoint
CREATE TABLE "seating_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"shape" text DEFAULT 'round' NOT NULL,
	"capacity" integer NOT NULL,
	"x" integer DEFAULT 50 NOT NULL,
	"y" integer DEFAULT 50 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_event_invites" ADD CONSTRAINT "guest_event_invites_event_id_guest_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."guest_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_event_invites" ADD CONSTRAINT "guest_event_invites_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_event_invites" ADD CONSTRAINT "guest_event_invites_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_event_invites" ADD CONSTRAINT "guest_event_invites_table_id_seating_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."seating_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_events" ADD CONSTRAINT "guest_events_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_event_id_guest_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."guest_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_table_id_seating_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."seating_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_tables" ADD CONSTRAINT "seating_tables_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_tables" ADD CONSTRAINT "seating_tables_event_id_guest_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."guest_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_event_invites_guest_idx" ON "guest_event_invites" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "guest_event_invites_wedding_idx" ON "guest_event_invites" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "guest_events_wedding_idx" ON "guest_events" USING btree ("wedding_id","position");--> statement-breakpoint
CREATE INDEX "seating_rules_event_idx" ON "seating_rules" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "seating_tables_event_idx" ON "seating_tables" USING btree ("event_id");--> statement-breakpoint
-- hand-written:
-- Issue 38: today's single RSVP becomes the answer for one "Wedding" event of each wedding, on the wedding's date,
-- with the website's meal options; every guest of every household is invited to it with the answer they gave.
INSERT INTO "guest_events" ("wedding_id", "position", "name", "day", "meal_options")
SELECT w."id", 0, 'Wedding', w."date", COALESCE(s."meal_options", '[]'::jsonb)
FROM "weddings" w LEFT JOIN "wedding_sites" s ON s."wedding_id" = w."id";--> statement-breakpoint
INSERT INTO "guest_event_invites" ("event_id", "guest_id", "wedding_id", "attending", "meal", "dietary", "plus_one_name", "answered_at")
SELECT e."id", g."id", g."wedding_id", g."attending", g."meal", g."dietary", g."plus_one_name",
       CASE WHEN g."attending" IS NULL THEN NULL ELSE h."responded_at" END
FROM "guests" g
JOIN "households" h ON h."id" = g."household_id"
JOIN "guest_events" e ON e."wedding_id" = g."wedding_id";
