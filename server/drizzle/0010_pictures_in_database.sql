CREATE TABLE "pictures" (
	"key" text NOT NULL,
	"size" integer NOT NULL,
	"owner_id" uuid NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pictures_key_size_pk" PRIMARY KEY("key","size")
);
--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pictures_owner_id_idx" ON "pictures" USING btree ("owner_id");--> statement-breakpoint
-- WebP is compressed already: storing the bytes out of line without trying to compress them again saves the work.
ALTER TABLE "pictures" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
