CREATE TABLE "wedding_follows" (
	"wedding_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "wedding_follows_wedding_id_user_id_pk" PRIMARY KEY("wedding_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wedding_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"token" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"responded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wedding_members" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_follows" ADD CONSTRAINT "wedding_follows_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_follows" ADD CONSTRAINT "wedding_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invites" ADD CONSTRAINT "wedding_invites_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invites" ADD CONSTRAINT "wedding_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invites" ADD CONSTRAINT "wedding_invites_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wedding_follows_user_idx" ON "wedding_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wedding_follows_status_idx" ON "wedding_follows" USING btree ("wedding_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_invites_token_idx" ON "wedding_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "wedding_invites_wedding_idx" ON "wedding_invites" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "wedding_invites_email_idx" ON "wedding_invites" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_invites_pending_idx" ON "wedding_invites" USING btree ("wedding_id",lower("email")) WHERE "wedding_invites"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "wedding_members" ADD CONSTRAINT "wedding_members_id_key" UNIQUE("id");