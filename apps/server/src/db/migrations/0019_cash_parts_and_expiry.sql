CREATE TABLE "sale_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"usd_cents" integer NOT NULL,
	"dollar_rate" numeric(14, 4),
	"bank_id" integer,
	"reference" text,
	"proof_image" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_settings" ADD CONSTRAINT "sale_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_payments_bill_idx" ON "sale_payments" USING btree ("bill_id","id");--> statement-breakpoint
CREATE INDEX "bills_unpaid_idx" ON "bills" USING btree ("store_id","created_at") WHERE "bills"."payment_status" = 0 and "bills"."status" in (1, 2);