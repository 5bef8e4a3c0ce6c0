CREATE TABLE "ticket_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_bill_id" integer NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"usd_cents" integer NOT NULL,
	"account_id" integer,
	"reference" text,
	"proof_image" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ALTER COLUMN "bank_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_lines" ALTER COLUMN "bank_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_settings" DROP CONSTRAINT "statement_settings_pkey";--> statement-breakpoint
ALTER TABLE "statement_settings" ALTER COLUMN "bank_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "ticket_account_id" integer;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD COLUMN "ticket_account_id" integer;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "ticket_account_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_payments" ADD CONSTRAINT "ticket_payments_ticket_bill_id_ticket_bills_id_fk" FOREIGN KEY ("ticket_bill_id") REFERENCES "public"."ticket_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_payments" ADD CONSTRAINT "ticket_payments_account_id_ticket_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ticket_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_payments" ADD CONSTRAINT "ticket_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_payments_bill_idx" ON "ticket_payments" USING btree ("ticket_bill_id","id");--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_ticket_account_id_ticket_accounts_id_fk" FOREIGN KEY ("ticket_account_id") REFERENCES "public"."ticket_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_ticket_account_id_ticket_accounts_id_fk" FOREIGN KEY ("ticket_account_id") REFERENCES "public"."ticket_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_ticket_account_id_ticket_accounts_id_fk" FOREIGN KEY ("ticket_account_id") REFERENCES "public"."ticket_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statements_ticket_account_idx" ON "bank_statements" USING btree ("ticket_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_ticket_fingerprint_uq" ON "statement_lines" USING btree ("ticket_account_id","fingerprint");--> statement-breakpoint
CREATE INDEX "statement_lines_ticket_state_idx" ON "statement_lines" USING btree ("ticket_account_id","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_ticket_confirmed_uq" ON "statement_lines" USING btree ("ticket_account_id","payment_id") WHERE "statement_lines"."state" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "statement_settings_bank_uq" ON "statement_settings" USING btree ("bank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_settings_ticket_account_uq" ON "statement_settings" USING btree ("ticket_account_id");--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_one_account" CHECK (("bank_statements"."bank_id" is null) <> ("bank_statements"."ticket_account_id" is null));--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_one_account" CHECK (("statement_lines"."bank_id" is null) <> ("statement_lines"."ticket_account_id" is null));--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_one_account" CHECK (("statement_settings"."bank_id" is null) <> ("statement_settings"."ticket_account_id" is null));