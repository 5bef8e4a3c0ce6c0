CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"layout" text NOT NULL,
	"lines" integer NOT NULL,
	"first_day" date,
	"last_day" date,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"row" integer NOT NULL,
	"day" date NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"payment_id" integer,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "statement_settings" (
	"bank_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb,
	"tolerance_cents" integer NOT NULL,
	"window_days" integer NOT NULL,
	"cashier_allowed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statements_bank_idx" ON "bank_statements" USING btree ("bank_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_fingerprint_uq" ON "statement_lines" USING btree ("bank_id","fingerprint");--> statement-breakpoint
CREATE INDEX "statement_lines_bank_idx" ON "statement_lines" USING btree ("bank_id","id");--> statement-breakpoint
CREATE INDEX "statement_lines_bank_state_idx" ON "statement_lines" USING btree ("bank_id","state","id");--> statement-breakpoint
CREATE INDEX "statement_lines_statement_idx" ON "statement_lines" USING btree ("statement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_confirmed_payment_uq" ON "statement_lines" USING btree ("bank_id","payment_id") WHERE "statement_lines"."state" = 'confirmed';