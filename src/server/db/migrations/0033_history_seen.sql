CREATE TABLE "history_seen" (
	"wedding_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "history_seen_wedding_id_user_id_scope_pk" PRIMARY KEY("wedding_id","user_id","scope")
);
--> statement-breakpoint
ALTER TABLE "history_seen" ADD CONSTRAINT "history_seen_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_seen" ADD CONSTRAINT "history_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;