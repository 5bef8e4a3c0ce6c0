ALTER TABLE "stores" ADD COLUMN "dollar_rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "dollar_rate_at" timestamp with time zone;