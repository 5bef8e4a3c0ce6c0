CREATE TABLE "sale_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"cash_on_pickup" boolean DEFAULT false NOT NULL,
	"cash_on_delivery" boolean DEFAULT false NOT NULL,
	"unpaid_order_hours" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_history" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_settings" ADD CONSTRAINT "sale_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_unpaid_idx" ON "bills" USING btree ("store_id","created_at") WHERE "bills"."payment_status" = 0 and "bills"."status" in (1, 2);