CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_role" smallint,
	"store_id" integer,
	"kind" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"months" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"dollar_rate" numeric(14, 4),
	"ves_cents" integer,
	"bank_id" integer,
	"bank_name" text,
	"reference" text NOT NULL,
	"proof_image" text,
	"proof_hash" text,
	"status" smallint DEFAULT 2 NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"extended_at" timestamp with time zone,
	"membership_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"months" smallint DEFAULT 0 NOT NULL,
	"days" smallint DEFAULT 0 NOT NULL,
	"from_until" timestamp with time zone,
	"to_until" timestamp with time zone NOT NULL,
	"payment_id" integer,
	"actor_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_reminders" (
	"user_id" integer NOT NULL,
	"membership_until" timestamp with time zone NOT NULL,
	"days_before" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"months" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"yearly" boolean DEFAULT false NOT NULL,
	"product_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licence_payments" ADD CONSTRAINT "licence_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_payments" ADD CONSTRAINT "licence_payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_payments" ADD CONSTRAINT "licence_payments_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_payments" ADD CONSTRAINT "licence_payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_payment_id_licence_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."licence_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_events" ADD CONSTRAINT "membership_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_store_idx" ON "audit_log" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_kind_idx" ON "audit_log" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "licence_payments_created_idx" ON "licence_payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "licence_payments_status_idx" ON "licence_payments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "licence_payments_user_idx" ON "licence_payments" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "licence_payments_plan_idx" ON "licence_payments" USING btree ("plan_id","created_at","id");--> statement-breakpoint
CREATE INDEX "licence_payments_reference_idx" ON "licence_payments" USING btree (lower("reference"));--> statement-breakpoint
CREATE INDEX "licence_payments_proof_idx" ON "licence_payments" USING btree ("proof_hash");--> statement-breakpoint
CREATE INDEX "licence_payments_decided_idx" ON "licence_payments" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "membership_events_user_idx" ON "membership_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_reminders_uq" ON "membership_reminders" USING btree ("user_id","membership_until","days_before");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_uq" ON "plans" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "users_role_membership_idx" ON "users" USING btree ("role_id","membership_until");--> statement-breakpoint
-- Stores that existed before memberships were enforced start with the trial (TRIAL_DAYS).
UPDATE "users" SET "membership_until" = now() + interval '30 days' WHERE "role_id" = 2 AND "membership_until" IS NULL;
