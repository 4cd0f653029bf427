import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_offers_availability" AS ENUM('in_stock', 'limited', 'preorder', 'out_of_stock');
  ALTER TABLE "products_offers" ADD COLUMN "shipping" numeric DEFAULT 0;
  ALTER TABLE "products_offers" ADD COLUMN "delivery_days" numeric;
  ALTER TABLE "products_offers" ADD COLUMN "availability" "enum_products_offers_availability" DEFAULT 'in_stock';
  ALTER TABLE "products_offers" ADD COLUMN "checked_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_offers" DROP COLUMN "shipping";
  ALTER TABLE "products_offers" DROP COLUMN "delivery_days";
  ALTER TABLE "products_offers" DROP COLUMN "availability";
  ALTER TABLE "products_offers" DROP COLUMN "checked_at";
  DROP TYPE "public"."enum_products_offers_availability";`)
}
