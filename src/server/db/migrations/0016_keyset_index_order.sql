DROP INDEX "messages_thread_created_idx";--> statement-breakpoint
DROP INDEX "threads_last_message_idx";--> statement-breakpoint
DROP INDEX "posts_wedding_created_idx";--> statement-breakpoint
DROP INDEX "posts_author_created_idx";--> statement-breakpoint
DROP INDEX "posts_public_created_idx";--> statement-breakpoint
CREATE INDEX "posts_profile_created_idx" ON "posts" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."wedding_id" IS NULL;--> statement-breakpoint
CREATE INDEX "messages_thread_created_idx" ON "messages" USING btree ("thread_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "threads_last_message_idx" ON "threads" USING btree ("last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_wedding_created_idx" ON "posts" USING btree ("wedding_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_author_created_idx" ON "posts" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_public_created_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."audience" = 'public';