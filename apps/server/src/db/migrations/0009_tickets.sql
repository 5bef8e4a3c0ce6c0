CREATE TABLE "ticket_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"owner_full_name" text NOT NULL,
	"owner_idenfication_type" text NOT NULL,
	"owner_idenfication" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_bill_lines" (
	"bill_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "ticket_bill_lines_bill_id_ticket_type_id_pk" PRIMARY KEY("bill_id","ticket_type_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"ticket_user_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"channel" text DEFAULT 'web' NOT NULL,
	"quantity" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"usd_cents" integer NOT NULL,
	"ves_cents" bigint NOT NULL,
	"dollar_rate" numeric(14, 4) NOT NULL,
	"dollar_percent" integer NOT NULL,
	"account_id" integer,
	"reference" text NOT NULL,
	"proof_image" text,
	"proof_hash" text,
	"access_token" text NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_bot_updates" (
	"event_id" integer NOT NULL,
	"update_id" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_bot_updates_event_id_update_id_pk" PRIMARY KEY("event_id","update_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_chats" (
	"event_id" integer NOT NULL,
	"chat_id" bigint NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_chats_event_id_chat_id_pk" PRIMARY KEY("event_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"place" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"image" text,
	"telegram_user_bot" text,
	"telegram_token_enc" text,
	"telegram_webhook_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"quota" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_types_sold_ck" CHECK ("ticket_types"."sold" >= 0 and "ticket_types"."sold" <= "ticket_types"."quota")
);
--> statement-breakpoint
CREATE TABLE "ticket_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"name" text NOT NULL,
	"lastname" text DEFAULT 'Not set' NOT NULL,
	"document_type" text,
	"document" text,
	"email" text NOT NULL,
	"phone" text,
	"telegram_chat_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"code" text NOT NULL,
	"qr_image" text,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_accounts" ADD CONSTRAINT "ticket_accounts_manager_id_ticket_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."ticket_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bill_lines" ADD CONSTRAINT "ticket_bill_lines_bill_id_ticket_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."ticket_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bill_lines" ADD CONSTRAINT "ticket_bill_lines_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bills" ADD CONSTRAINT "ticket_bills_manager_id_ticket_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."ticket_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bills" ADD CONSTRAINT "ticket_bills_event_id_ticket_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticket_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bills" ADD CONSTRAINT "ticket_bills_ticket_user_id_ticket_users_id_fk" FOREIGN KEY ("ticket_user_id") REFERENCES "public"."ticket_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bills" ADD CONSTRAINT "ticket_bills_account_id_ticket_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ticket_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bills" ADD CONSTRAINT "ticket_bills_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bot_updates" ADD CONSTRAINT "ticket_bot_updates_event_id_ticket_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticket_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_chats" ADD CONSTRAINT "ticket_chats_event_id_ticket_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticket_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_manager_id_ticket_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."ticket_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_event_id_ticket_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticket_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_users" ADD CONSTRAINT "ticket_users_manager_id_ticket_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."ticket_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_bill_id_ticket_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."ticket_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_ticket_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticket_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_accounts_manager_idx" ON "ticket_accounts" USING btree ("manager_id","id");--> statement-breakpoint
CREATE INDEX "ticket_bill_lines_type_idx" ON "ticket_bill_lines" USING btree ("ticket_type_id");--> statement-breakpoint
CREATE INDEX "ticket_bills_manager_status_idx" ON "ticket_bills" USING btree ("manager_id","status","id");--> statement-breakpoint
CREATE INDEX "ticket_bills_manager_idx" ON "ticket_bills" USING btree ("manager_id","id");--> statement-breakpoint
CREATE INDEX "ticket_bills_event_idx" ON "ticket_bills" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "ticket_bills_user_idx" ON "ticket_bills" USING btree ("ticket_user_id");--> statement-breakpoint
CREATE INDEX "ticket_bills_reference_idx" ON "ticket_bills" USING btree ("manager_id","reference");--> statement-breakpoint
CREATE INDEX "ticket_bills_proof_idx" ON "ticket_bills" USING btree ("manager_id","proof_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_bills_token_uq" ON "ticket_bills" USING btree ("access_token");--> statement-breakpoint
CREATE INDEX "ticket_events_manager_idx" ON "ticket_events" USING btree ("manager_id","id");--> statement-breakpoint
CREATE INDEX "ticket_types_event_idx" ON "ticket_types" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_users_manager_email_uq" ON "ticket_users" USING btree ("manager_id","email");--> statement-breakpoint
CREATE INDEX "ticket_users_manager_idx" ON "ticket_users" USING btree ("manager_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_uq" ON "tickets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tickets_bill_idx" ON "tickets" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "tickets_event_checkin_idx" ON "tickets" USING btree ("event_id","checked_in_at");