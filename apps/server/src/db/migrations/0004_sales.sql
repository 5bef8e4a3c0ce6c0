CREATE TABLE "bill_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"actor_user_id" integer,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"extras" jsonb NOT NULL,
	"line_total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" smallint NOT NULL,
	"payment_status" smallint NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_currency" text NOT NULL,
	"dollar_rate" numeric(14, 4),
	"ves_cents" bigint,
	"bank_id" integer,
	"payment_method" text,
	"payment_reference" text,
	"proof_image" text,
	"proof_hash" text,
	"shipping_mode" text DEFAULT 'pickup' NOT NULL,
	"shipping_company_id" integer,
	"shipping_address" text,
	"shipping_km" numeric(9, 2),
	"cancellation_note" text,
	"sale_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sales_daily" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"customer_id" integer NOT NULL,
	"channel" text NOT NULL,
	"count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "customer_sales_daily_store_id_day_customer_id_pk" PRIMARY KEY("store_id","day","customer_id")
);
--> statement-breakpoint
CREATE TABLE "product_sales_daily" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "product_sales_daily_store_id_day_product_id_status_pk" PRIMARY KEY("store_id","day","product_id","status")
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"status" smallint NOT NULL,
	"payment_status" smallint NOT NULL,
	"count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"shipping_cents" bigint NOT NULL,
	CONSTRAINT "sales_daily_store_id_day_channel_status_payment_status_pk" PRIMARY KEY("store_id","day","channel","status","payment_status")
);
--> statement-breakpoint
ALTER TABLE "bill_history" ADD CONSTRAINT "bill_history_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_history" ADD CONSTRAINT "bill_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_shipping_company_id_delivery_companies_id_fk" FOREIGN KEY ("shipping_company_id") REFERENCES "public"."delivery_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_history_bill_idx" ON "bill_history" USING btree ("bill_id","id");--> statement-breakpoint
CREATE INDEX "bill_items_bill_idx" ON "bill_items" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bills_store_id_idx" ON "bills" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "bills_store_status_idx" ON "bills" USING btree ("store_id","status","id");--> statement-breakpoint
CREATE INDEX "bills_store_payment_idx" ON "bills" USING btree ("store_id","payment_status","id");--> statement-breakpoint
CREATE INDEX "bills_store_channel_idx" ON "bills" USING btree ("store_id","channel","id");--> statement-breakpoint
CREATE INDEX "bills_store_day_idx" ON "bills" USING btree ("store_id","sale_day","id");--> statement-breakpoint
CREATE INDEX "bills_store_updated_idx" ON "bills" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE INDEX "bills_store_reference_idx" ON "bills" USING btree ("store_id",lower("payment_reference"));--> statement-breakpoint
CREATE INDEX "bills_store_proof_idx" ON "bills" USING btree ("store_id","proof_hash");--> statement-breakpoint
CREATE INDEX "bills_customer_idx" ON "bills" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_sales_daily_store_day_idx" ON "customer_sales_daily" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "product_sales_daily_store_day_idx" ON "product_sales_daily" USING btree ("store_id","day");