CREATE TABLE "album_download_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"wedding_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"photo_ids" uuid[],
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "album_download_links" ADD CONSTRAINT "album_download_links_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_download_links" ADD CONSTRAINT "album_download_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_download_links_expires_idx" ON "album_download_links" USING btree ("expires_at");