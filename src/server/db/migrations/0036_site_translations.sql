ALTER TABLE "wedding_sites" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
-- hand-written:
-- (none: the new column needs no backfill; an empty object is "no translations yet")
