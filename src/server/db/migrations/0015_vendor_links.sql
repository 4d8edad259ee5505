CREATE TABLE "vendor_business_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_expectation_proposals" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"side" text NOT NULL,
	"deliverables" text NOT NULL,
	"arrival_time" text,
	"day_contacts" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"proposed_by" uuid,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wedding_vendor_tasks" (
	"vendor_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_vendor_tasks_vendor_id_task_id_pk" PRIMARY KEY("vendor_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "vendor_business_photos" ADD CONSTRAINT "vendor_business_photos_business_id_vendor_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."vendor_businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_expectation_proposals" ADD CONSTRAINT "vendor_expectation_proposals_vendor_id_wedding_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."wedding_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_expectation_proposals" ADD CONSTRAINT "vendor_expectation_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_vendor_tasks" ADD CONSTRAINT "wedding_vendor_tasks_vendor_id_wedding_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."wedding_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_vendor_tasks" ADD CONSTRAINT "wedding_vendor_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_business_photos_business_idx" ON "vendor_business_photos" USING btree ("business_id","position");--> statement-breakpoint
CREATE INDEX "wedding_vendor_tasks_task_idx" ON "wedding_vendor_tasks" USING btree ("task_id");