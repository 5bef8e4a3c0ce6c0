CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer,
	"created_by" integer,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"text" text NOT NULL,
	"image" text,
	"product_id" integer,
	"audience" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_updates" (
	"store_id" integer NOT NULL,
	"update_id" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_updates_store_id_update_id_pk" PRIMARY KEY("store_id","update_id")
);
--> statement-breakpoint
CREATE TABLE "outbox_rates" (
	"key" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paused_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "unreachable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "bot_key" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_updates" ADD CONSTRAINT "telegram_updates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_store_idx" ON "campaigns" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("scheduled_at") WHERE "campaigns"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "campaigns_sending_idx" ON "campaigns" USING btree ("id") WHERE "campaigns"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "telegram_updates_received_idx" ON "telegram_updates" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "outbox_rates_next_idx" ON "outbox_rates" USING btree ("next_at");--> statement-breakpoint
CREATE INDEX "outbox_due_bot_idx" ON "outbox" USING btree ("channel","bot_key","next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_campaign_idx" ON "outbox" USING btree ("campaign_id","status","id") WHERE "outbox"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "bill_items_product_idx" ON "bill_items" USING btree ("product_id");