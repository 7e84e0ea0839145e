-- A calendar feed's secret is kept as its SHA-256 (hex), as sessions and mail links keep theirs (decision 0039).
ALTER TABLE "calendar_feeds" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
ALTER INDEX "calendar_feeds_token_key" RENAME TO "calendar_feeds_token_hash_key";--> statement-breakpoint
-- The addresses made before keep working: each secret is hashed in place as the server hashes the one in a request
-- (SHA-256 of its UTF-8 text, in hex). sha256() is built in from PostgreSQL 11, and in PGlite; no extension needed.
UPDATE "calendar_feeds" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');
