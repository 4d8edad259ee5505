CREATE TABLE "people_list_members" (
	"list_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_list_members_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "people_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"wedding_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_lists_one_keeper" CHECK (("people_lists"."owner_id" IS NULL) <> ("people_lists"."wedding_id" IS NULL)),
	CONSTRAINT "people_lists_name_length" CHECK (length("people_lists"."name") BETWEEN 1 AND 60),
	CONSTRAINT "people_lists_description_length" CHECK (length("people_lists"."description") <= 280)
);
--> statement-breakpoint
ALTER TABLE "people_list_members" ADD CONSTRAINT "people_list_members_list_id_people_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."people_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_list_members" ADD CONSTRAINT "people_list_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_lists" ADD CONSTRAINT "people_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_lists" ADD CONSTRAINT "people_lists_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_list_members_user_idx" ON "people_list_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "people_lists_owner_idx" ON "people_lists" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "people_lists_wedding_idx" ON "people_lists" USING btree ("wedding_id","created_at");--> statement-breakpoint
-- hand-written
-- Search folds case and accents ("Zoe" finds "Zoë"). unaccent() is only STABLE (its dictionary could change), so an
-- index needs this IMMUTABLE wrapper naming the dictionary outright.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vowline_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
-- The folded texts are stored (generated columns), so neither a recheck nor a ranking folds a row again.
ALTER TABLE "users" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (vowline_fold("first_name" || ' ' || "last_name" || ' ' || "slug")) STORED;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (vowline_fold("name" || ' ' || "slug")) STORED;--> statement-breakpoint
CREATE INDEX "weddings_search_trgm_idx" ON "weddings" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, vowline_fold("text"))) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
-- Newest matches first: a common word's posts are found by walking time, not by ranking every match.
CREATE INDEX "posts_created_idx" ON "posts" ("created_at" DESC, "id" DESC);
