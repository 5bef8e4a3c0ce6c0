CREATE TABLE "shop_chats" (
	"store_id" integer NOT NULL,
	"chat_id" bigint NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_chats_store_id_chat_id_pk" PRIMARY KEY("store_id","chat_id")
);
--> statement-breakpoint
DROP INDEX "products_catalogue_idx";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "bill_id" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "order_token_hash" text;--> statement-breakpoint
ALTER TABLE "shop_chats" ADD CONSTRAINT "shop_chats_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_bill_idx" ON "push_subscriptions" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_order_token_uq" ON "bills" USING btree ("order_token_hash");--> statement-breakpoint
CREATE INDEX "products_catalogue_idx" ON "products" USING btree ("catalogue_id","id");