CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"household_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"side" text DEFAULT 'both' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"plus_one_allowed" boolean DEFAULT false NOT NULL,
	"child" boolean DEFAULT false NOT NULL,
	"table_name" text,
	"attending" boolean,
	"meal" text,
	"dietary" text DEFAULT '' NOT NULL,
	"plus_one_name" text
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rsvp_token" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wedding_sites" (
	"wedding_id" uuid PRIMARY KEY NOT NULL,
	"theme" text DEFAULT 'classic' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logistics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"add_ons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"password_hash" text,
	"rsvp_deadline" date,
	"meal_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_sites" ADD CONSTRAINT "wedding_sites_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_household_idx" ON "guests" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "guests_wedding_idx" ON "guests" USING btree ("wedding_id");--> statement-breakpoint
CREATE UNIQUE INDEX "households_token_idx" ON "households" USING btree ("rsvp_token");--> statement-breakpoint
CREATE INDEX "households_wedding_idx" ON "households" USING btree ("wedding_id");