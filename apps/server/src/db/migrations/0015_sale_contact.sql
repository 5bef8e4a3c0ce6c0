ALTER TABLE "bills" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "contact_phone" text;