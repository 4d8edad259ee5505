CREATE TABLE "vendor_businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"city_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_min" bigint,
	"price_max" bigint,
	"currency" text DEFAULT 'USD' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_expectations" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"deliverables" text DEFAULT '' NOT NULL,
	"arrival_time" text,
	"day_contacts" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_team_members" (
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_team_members_business_id_user_id_pk" PRIMARY KEY("business_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wedding_day_task_vendors" (
	"task_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	CONSTRAINT "wedding_day_task_vendors_task_id_vendor_id_pk" PRIMARY KEY("task_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "wedding_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"business_id" uuid,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'considering' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"quoted_price" bigint,
	"deposit_amount" bigint,
	"deposit_due" date,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_businesses" ADD CONSTRAINT "vendor_businesses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_expectations" ADD CONSTRAINT "vendor_expectations_vendor_id_wedding_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."wedding_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_expectations" ADD CONSTRAINT "vendor_expectations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_expectations" ADD CONSTRAINT "vendor_expectations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_team_members" ADD CONSTRAINT "vendor_team_members_business_id_vendor_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."vendor_businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_team_members" ADD CONSTRAINT "vendor_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_day_task_vendors" ADD CONSTRAINT "wedding_day_task_vendors_task_id_wedding_day_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."wedding_day_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_day_task_vendors" ADD CONSTRAINT "wedding_day_task_vendors_vendor_id_wedding_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."wedding_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_vendors" ADD CONSTRAINT "wedding_vendors_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_vendors" ADD CONSTRAINT "wedding_vendors_business_id_vendor_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."vendor_businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_vendors" ADD CONSTRAINT "wedding_vendors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_businesses_owner_idx" ON "vendor_businesses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "vendor_businesses_category_idx" ON "vendor_businesses" USING btree ("category");--> statement-breakpoint
CREATE INDEX "vendor_team_members_user_idx" ON "vendor_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wedding_day_task_vendors_vendor_idx" ON "wedding_day_task_vendors" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "wedding_vendors_wedding_idx" ON "wedding_vendors" USING btree ("wedding_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_vendors_business_idx" ON "wedding_vendors" USING btree ("wedding_id","business_id") WHERE "wedding_vendors"."business_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "wedding_vendors_business_lookup_idx" ON "wedding_vendors" USING btree ("business_id");--> statement-breakpoint
-- hand-written
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "vendor_businesses_name_trgm_idx" ON "vendor_businesses" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_businesses_city_keys_idx" ON "vendor_businesses" USING gin ("city_keys");
