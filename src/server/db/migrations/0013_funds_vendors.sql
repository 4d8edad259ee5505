ALTER TABLE "fund_payments" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "fund_payments" ADD CONSTRAINT "fund_payments_vendor_id_wedding_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."wedding_vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD CONSTRAINT "fund_transactions_vendor_id_wedding_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."wedding_vendors"("id") ON DELETE set null ON UPDATE no action;