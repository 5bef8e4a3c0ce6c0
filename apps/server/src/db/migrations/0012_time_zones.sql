ALTER TABLE "stores" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD COLUMN "time_zone" text;