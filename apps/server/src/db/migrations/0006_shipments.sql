ALTER TABLE "bill_history" ADD COLUMN "actor_company_id" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "delivery_charge_cents" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "delivery_dealer_id" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "delivery_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "delivery_proof" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "delivery_note" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "delivery_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "delivery_settled_by" integer;--> statement-breakpoint
ALTER TABLE "bill_history" ADD CONSTRAINT "bill_history_actor_company_id_delivery_companies_id_fk" FOREIGN KEY ("actor_company_id") REFERENCES "public"."delivery_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_delivery_dealer_id_dealers_id_fk" FOREIGN KEY ("delivery_dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_delivery_settled_by_users_id_fk" FOREIGN KEY ("delivery_settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_company_idx" ON "bills" USING btree ("shipping_company_id","id") WHERE "bills"."shipping_company_id" is not null;--> statement-breakpoint
CREATE INDEX "bills_company_state_idx" ON "bills" USING btree ("shipping_company_id",(case when "status" = 1 and "delivery_verified_at" is null then 1
  when "status" = 1 then 2 when "status" = 3 then 3 when "status" in (4, 5) then 4 end),"id") WHERE "bills"."shipping_company_id" is not null;--> statement-breakpoint
CREATE INDEX "bills_company_day_idx" ON "bills" USING btree ("shipping_company_id","sale_day","id") WHERE "bills"."shipping_company_id" is not null;--> statement-breakpoint
CREATE INDEX "bills_store_shipments_idx" ON "bills" USING btree ("store_id","id") WHERE "bills"."shipping_company_id" is not null;--> statement-breakpoint
CREATE INDEX "bills_dealer_idx" ON "bills" USING btree ("delivery_dealer_id","id") WHERE "bills"."delivery_dealer_id" is not null;