CREATE TABLE "expense_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"planned_minor" bigint DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_types_planned_check" CHECK ("expense_types"."planned_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fund_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"title" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"due_on" date NOT NULL,
	"expense_type_id" uuid,
	"transaction_id" uuid,
	"reminded_for" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_payments_amount_check" CHECK ("fund_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "fund_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"expense_type_id" uuid,
	"direction" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"occurred_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"paid_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_transactions_amount_check" CHECK ("fund_transactions"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "money_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wedding_id" uuid NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"opening_minor" bigint DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wedding_funds" (
	"wedding_id" uuid PRIMARY KEY NOT NULL,
	"home_currency" text DEFAULT 'USD' NOT NULL,
	"budget_minor" bigint DEFAULT 0 NOT NULL,
	"reminder_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_funds_budget_check" CHECK ("wedding_funds"."budget_minor" >= 0),
	CONSTRAINT "wedding_funds_reminder_check" CHECK ("wedding_funds"."reminder_days" BETWEEN 0 AND 90)
);
--> statement-breakpoint
ALTER TABLE "expense_types" ADD CONSTRAINT "expense_types_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_payments" ADD CONSTRAINT "fund_payments_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_payments" ADD CONSTRAINT "fund_payments_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_payments" ADD CONSTRAINT "fund_payments_transaction_id_fund_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."fund_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_payments" ADD CONSTRAINT "fund_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD CONSTRAINT "fund_transactions_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD CONSTRAINT "fund_transactions_account_id_money_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."money_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD CONSTRAINT "fund_transactions_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD CONSTRAINT "fund_transactions_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD CONSTRAINT "fund_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_accounts" ADD CONSTRAINT "money_accounts_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_funds" ADD CONSTRAINT "wedding_funds_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_types_name_idx" ON "expense_types" USING btree ("wedding_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fund_payments_due_idx" ON "fund_payments" USING btree ("wedding_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_payments_transaction_idx" ON "fund_payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "fund_transactions_wedding_idx" ON "fund_transactions" USING btree ("wedding_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fund_transactions_totals_idx" ON "fund_transactions" USING btree ("wedding_id","account_id","direction");--> statement-breakpoint
CREATE UNIQUE INDEX "money_accounts_name_idx" ON "money_accounts" USING btree ("wedding_id",lower("name"));