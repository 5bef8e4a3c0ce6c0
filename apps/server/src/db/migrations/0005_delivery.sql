CREATE TABLE "delivery_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"store_id" integer,
	"origin_country_id" integer NOT NULL,
	"origin_state_id" integer,
	"origin_city_id" integer,
	"destination_country_id" integer NOT NULL,
	"destination_state_id" integer,
	"destination_city_id" integer,
	"percentage_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_routes_one_owner" CHECK (("delivery_routes"."company_id" IS NULL) <> ("delivery_routes"."store_id" IS NULL)),
	CONSTRAINT "delivery_routes_percentage" CHECK ("delivery_routes"."percentage_bp" > 0 AND "delivery_routes"."percentage_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "store_delivery_links" (
	"store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_delivery_links_store_id_company_id_pk" PRIMARY KEY("store_id","company_id")
);
--> statement-breakpoint
DROP INDEX "delivery_companies_primary_admin_idx";--> statement-breakpoint
ALTER TABLE "delivery_companies" ADD COLUMN "rate_per_km_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_companies" ADD COLUMN "min_rate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "delivery_companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "delivery_companies" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "delivery_companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_routes" ADD CONSTRAINT "delivery_routes_company_id_delivery_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."delivery_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_routes" ADD CONSTRAINT "delivery_routes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_links" ADD CONSTRAINT "store_delivery_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_delivery_links" ADD CONSTRAINT "store_delivery_links_company_id_delivery_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."delivery_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_routes_company_idx" ON "delivery_routes" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "delivery_routes_store_idx" ON "delivery_routes" USING btree ("store_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_routes_place_uq" ON "delivery_routes" USING btree (coalesce("company_id", 0),coalesce("store_id", 0),"origin_country_id",coalesce("origin_state_id", 0),coalesce("origin_city_id", 0),"destination_country_id",coalesce("destination_state_id", 0),coalesce("destination_city_id", 0));--> statement-breakpoint
CREATE INDEX "store_delivery_links_company_idx" ON "store_delivery_links" USING btree ("company_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_companies_primary_admin_uq" ON "delivery_companies" USING btree ("primary_admin_id");--> statement-breakpoint
CREATE INDEX "delivery_companies_secondary_admin_idx" ON "delivery_companies" USING btree ("secondary_admin_id");--> statement-breakpoint
CREATE INDEX "delivery_companies_status_idx" ON "delivery_companies" USING btree ("status_id","id");