CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" integer NOT NULL,
	"how" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" integer NOT NULL,
	"decided_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_user_id_purpose_pk" PRIMARY KEY("user_id","purpose")
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "consents_purpose_idx" ON "consents" USING btree ("purpose","user_id") WHERE "consents"."granted";--> statement-breakpoint
-- The consent record is append-only: a row is never changed, and goes only with its account (the
-- cascade of a deleted user, when the user row is already gone).
CREATE FUNCTION consent_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'consent_records is append-only' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER consent_records_append_only BEFORE UPDATE OR DELETE ON "consent_records"
  FOR EACH ROW EXECUTE FUNCTION consent_records_append_only();--> statement-breakpoint
-- Members from before consent was asked keep what they had, recorded as carried over under notice
-- version 1 (decision 0054): listed, offered as a mentor if they said so, the mails they chose.
-- The map and appeals did not exist: nothing is assumed, they are asked at their next visit.
INSERT INTO consents (user_id, purpose, granted, notice_version, decided_at)
  SELECT id, p.purpose, p.granted, 1, now() FROM users
  CROSS JOIN LATERAL (VALUES ('directory', true), ('mentoring', mentorship_interest), ('digest', mail_digest), ('announcements', mail_announcements)) AS p(purpose, granted);--> statement-breakpoint
INSERT INTO consent_records (user_id, purpose, granted, notice_version, how, created_at)
  SELECT user_id, purpose, granted, notice_version, 'migration', decided_at FROM consents;
