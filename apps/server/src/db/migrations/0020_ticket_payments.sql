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
ALTER TABLE "ticket_payments" ADD CONSTRAINT "ticket_payments_ticket_bill_id_ticket_bills_id_fk" FOREIGN KEY ("ticket_bill_id") REFERENCES "public"."ticket_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_payments" ADD CONSTRAINT "ticket_payments_account_id_ticket_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ticket_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_payments" ADD CONSTRAINT "ticket_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_payments_bill_idx" ON "ticket_payments" USING btree ("ticket_bill_id","id");