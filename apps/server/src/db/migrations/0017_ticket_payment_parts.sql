ALTER TABLE "ticket_bills" ADD COLUMN "ves_account_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_bills" ADD COLUMN "ves_reference" text;--> statement-breakpoint
ALTER TABLE "ticket_bills" ADD COLUMN "ves_proof_image" text;--> statement-breakpoint
ALTER TABLE "ticket_bills" ADD COLUMN "ves_proof_hash" text;--> statement-breakpoint
ALTER TABLE "ticket_managers" ADD COLUMN "whole_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_bills" ADD CONSTRAINT "ticket_bills_ves_account_id_ticket_accounts_id_fk" FOREIGN KEY ("ves_account_id") REFERENCES "public"."ticket_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_bills_ves_reference_idx" ON "ticket_bills" USING btree ("manager_id","ves_reference");--> statement-breakpoint
CREATE INDEX "ticket_bills_ves_proof_idx" ON "ticket_bills" USING btree ("manager_id","ves_proof_hash");