CREATE TABLE "personal_data_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"reader_id" uuid NOT NULL,
	"reader_name" text NOT NULL,
	"what" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_data_reads" ADD CONSTRAINT "personal_data_reads_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_data_reads_hourly_idx" ON "personal_data_reads" USING btree ("member_id","reader_id","what","hour");--> statement-breakpoint
CREATE INDEX "personal_data_reads_member_idx" ON "personal_data_reads" USING btree ("member_id","created_at","id");--> statement-breakpoint
-- Admins' reads of a member's data are append-only (decision 0057): a row is never changed, and goes
-- only with the member's account (the cascade of a deleted user, when the user row is already gone).
CREATE FUNCTION personal_data_reads_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.member_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'personal_data_reads is append-only' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER personal_data_reads_append_only BEFORE UPDATE OR DELETE ON "personal_data_reads"
  FOR EACH ROW EXECUTE FUNCTION personal_data_reads_append_only();
