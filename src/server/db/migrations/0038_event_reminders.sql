ALTER TABLE "invitation_sends" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "invitation_sends" ADD COLUMN "send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation_sends" ADD CONSTRAINT "invitation_sends_event_id_guest_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."guest_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_sends_event_idx" ON "invitation_sends" USING btree ("event_id") WHERE event_id IS NOT NULL;