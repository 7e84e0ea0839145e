ALTER TABLE "contact_messages" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "raised_rupees" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "sender_email" text;