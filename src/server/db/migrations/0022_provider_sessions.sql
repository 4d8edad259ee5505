CREATE TABLE "oidc_token_uses" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "provider_grant" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credentials_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "oidc_token_uses_expires_idx" ON "oidc_token_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_account_idx" ON "oidc_payloads" USING btree (("payload"->>'accountId'));