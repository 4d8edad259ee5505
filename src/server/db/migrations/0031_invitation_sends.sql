CREATE TABLE "invitation_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"send_id" uuid NOT NULL,
	"household_id" uuid NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_mails_send_household" UNIQUE("send_id","household_id")
);
--> statement-breakpoint
CREATE TABLE "invitation_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"created_by" uuid,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"households" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "last_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "short_code" text;--> statement-breakpoint
ALTER TABLE "invitation_mails" ADD CONSTRAINT "invitation_mails_send_id_invitation_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."invitation_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_mails" ADD CONSTRAINT "invitation_mails_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_sends" ADD CONSTRAINT "invitation_sends_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_sends" ADD CONSTRAINT "invitation_sends_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_mails_pending_idx" ON "invitation_mails" USING btree ("created_at") WHERE sent_at IS NULL;--> statement-breakpoint
CREATE INDEX "invitation_sends_wedding_idx" ON "invitation_sends" USING btree ("wedding_id");--> statement-breakpoint
CREATE UNIQUE INDEX "households_short_code_idx" ON "households" USING btree ("short_code");