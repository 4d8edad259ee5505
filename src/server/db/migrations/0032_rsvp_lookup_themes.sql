ALTER TABLE "households" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "wedding_sites" ADD COLUMN "accent" text;--> statement-breakpoint
ALTER TABLE "wedding_sites" ADD COLUMN "heading_font" text;--> statement-breakpoint
ALTER TABLE "wedding_sites" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_sites" ADD COLUMN "rsvp_question" text DEFAULT 'email' NOT NULL;
--> statement-breakpoint
-- hand-written:
-- Finding an invitation by name (services/rsvpLookup.ts): folded names (vowline_fold, migration 0010) compared with
-- pg_trgm similarity and fuzzystrmatch's levenshtein. The extensions ship with embedded-postgres and with managed
-- PostgreSQL; IF NOT EXISTS keeps this harmless where 0009/0010 already made two of them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- Whether a typed name word `a` is near enough a listed word `b`: equal for words of three letters or fewer, else
-- within one edit up to five letters and two beyond; one swap of two neighbouring letters ("Prak" for "Park") counts
-- as one edit.
CREATE OR REPLACE FUNCTION vowline_name_near(a text, b text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN length(b) <= 3 THEN a = b
    ELSE public.levenshtein(a, b) <= CASE WHEN length(b) <= 5 THEN 1 ELSE 2 END
      OR (length(a) = length(b) AND EXISTS (
        SELECT 1 FROM generate_series(1, length(b) - 1) AS i
        WHERE overlay(b PLACING substr(b, i + 1, 1) || substr(b, i, 1) FROM i FOR 2) = a))
  END $$;
