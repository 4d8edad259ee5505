CREATE TABLE "album_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"status" text NOT NULL,
	"uploader_name" text DEFAULT '' NOT NULL,
	"uploader_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"original_id" uuid NOT NULL,
	"variants" jsonb NOT NULL,
	"gallery_photo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wedding_albums" (
	"wedding_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"retired_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"mode" text DEFAULT 'shared' NOT NULL,
	"moderation" text DEFAULT 'approve_first' NOT NULL,
	"size_cap_mb" integer DEFAULT 2048 NOT NULL,
	"owner_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_albums" ADD CONSTRAINT "wedding_albums_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_albums" ADD CONSTRAINT "wedding_albums_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_photos_wedding_idx" ON "album_photos" USING btree ("wedding_id","created_at");--> statement-breakpoint
CREATE INDEX "album_photos_uploader_idx" ON "album_photos" USING btree ("wedding_id","uploader_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_albums_token_idx" ON "wedding_albums" USING btree ("token");--> statement-breakpoint
-- hand-written:
-- An old printed code is looked up among the retired tokens to answer 410 rather than 404.
CREATE INDEX "wedding_albums_retired_idx" ON "wedding_albums" USING gin ("retired_tokens");--> statement-breakpoint
-- An album photo's images go with it, whichever statement or cascade (a wedding deleted) removes the photo: the media
-- rows' own trigger then queues their objects for the sweep.
CREATE FUNCTION album_photos_delete_media() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM media WHERE id = OLD.original_id
    OR id IN (SELECT (v->>'id')::uuid FROM jsonb_array_elements(OLD.variants) v);
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER album_photos_delete_media AFTER DELETE ON album_photos
  FOR EACH ROW EXECUTE FUNCTION album_photos_delete_media();
--> statement-breakpoint
-- /media/{id} asks whether an image is an album photo's full-size file, or a copy of one not approved, to keep it out
-- of shared caches.
CREATE INDEX "album_photos_original_idx" ON "album_photos" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "album_photos_variants_idx" ON "album_photos" USING gin ("variants" jsonb_path_ops);
