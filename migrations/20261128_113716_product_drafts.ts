import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/*
 * Products get drafts, as stores have them: a status, and versions marked latest and published.
 * The search index keeps published products only (src/search/sql/index.sql, read from the project's
 * folder as every migration that executes the SQL files does); every product is published here, so
 * no document changes.
 */
const indexFile = path.resolve(process.cwd(), 'src/search/sql/index.sql')

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('en', 'de', 'fr', 'it', 'es', 'fi', 'nl', 'no', 'pl', 'pt', 'sv');
  ALTER TABLE "products_offers" ALTER COLUMN "store_id" DROP NOT NULL;
  ALTER TABLE "products_offers" ALTER COLUMN "country" DROP NOT NULL;
  ALTER TABLE "products_offers" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "products_offers" ALTER COLUMN "currency" DROP NOT NULL;
  ALTER TABLE "products_offers" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "store_id" DROP NOT NULL;
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "country" DROP NOT NULL;
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "currency" DROP NOT NULL;
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "_products_v" ALTER COLUMN "version_slug" DROP NOT NULL;
  ALTER TABLE "_products_v_locales" ALTER COLUMN "version_name" DROP NOT NULL;
  ALTER TABLE "products" ADD COLUMN "_status" "enum_products_status" DEFAULT 'published';
  ALTER TABLE "products" ALTER COLUMN "_status" SET DEFAULT 'draft';
  ALTER TABLE "_products_v" ADD COLUMN "version__status" "enum__products_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_products_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_products_v" ADD COLUMN "published_locale" "enum__products_v_published_locale";
  ALTER TABLE "_products_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "_products_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_autosave_idx" ON "_products_v" USING btree ("autosave");`)

  // Every product was public before drafts: it stays published (the column's default above, without
  // rewriting the table), its newest version becomes the latest published one, and a product saved
  // before versions were kept gets its first version now: the admin lists a collection with drafts
  // from its versions, so a product without one would vanish from the list.
  await db.execute(sql`
  UPDATE "_products_v" SET "version__status" = 'published';
  UPDATE "_products_v" v SET "latest" = true
  WHERE v."id" = (SELECT max(n."id") FROM "_products_v" n WHERE n."parent_id" = v."parent_id");
  CREATE TEMPORARY TABLE "product_first_versions" ON COMMIT DROP AS
    SELECT p."id", nextval(pg_get_serial_sequence('"_products_v"', 'id'))::int AS "version_id"
    FROM "products" p
    WHERE NOT EXISTS (SELECT 1 FROM "_products_v" v WHERE v."parent_id" = p."id");
  INSERT INTO "_products_v" ("id", "parent_id", "version_generate_slug", "version_slug",
    "version_brand", "version_category_id", "version_popularity", "version_updated_at",
    "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave")
  SELECT m."version_id", p."id", p."generate_slug", p."slug", p."brand", p."category_id",
    p."popularity", p."updated_at", p."created_at", 'published', p."updated_at", p."updated_at",
    true, false
  FROM "product_first_versions" m JOIN "products" p ON p."id" = m."id";
  INSERT INTO "_products_v_locales" ("version_name", "version_description", "_locale", "_parent_id")
  SELECT l."name", l."description", l."_locale"::text::"_locales", m."version_id"
  FROM "product_first_versions" m JOIN "products_locales" l ON l."_parent_id" = m."id";
  INSERT INTO "_products_v_version_offers" ("_order", "_parent_id", "store_id", "country", "price",
    "currency", "shipping", "delivery_days", "availability", "checked_at", "url", "_uuid")
  SELECT o."_order", m."version_id", o."store_id",
    o."country"::text::"enum__products_v_version_offers_country", o."price",
    o."currency"::text::"enum__products_v_version_offers_currency", o."shipping", o."delivery_days",
    o."availability"::text::"enum__products_v_version_offers_availability", o."checked_at", o."url",
    o."id"
  FROM "product_first_versions" m JOIN "products_offers" o ON o."_parent_id" = m."id";
  INSERT INTO "_products_v_rels" ("order", "parent_id", "path", "media_id")
  SELECT r."order", m."version_id", 'version.' || r."path", r."media_id"
  FROM "product_first_versions" m JOIN "products_rels" r ON r."parent_id" = m."id";`)
  await db.execute(sql.raw(readFileSync(indexFile, 'utf8')))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Every product was indexed before.
  await db.execute(
    sql.raw(`
CREATE OR REPLACE FUNCTION search_index_products(ids integer[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan
AS $$
BEGIN
  DELETE FROM search_documents WHERE kind = 'product' AND (ids IS NULL OR doc_id IN (SELECT unnest(ids)));
  INSERT INTO search_documents (kind, doc_id, name, name_key, popularity, vector)
  SELECT 'product', p.id, coalesce(e.name, p.slug), search_normalize(coalesce(e.name, p.slug)), coalesce(p.popularity, 0),
    search_name_vector(p.brand, 'B') || coalesce(cv.vector, '') || coalesce(texts.vector, '')
  FROM (SELECT id, slug, brand, category_id, popularity FROM products
        WHERE ids IS NULL OR id IN (SELECT unnest(ids))
        ORDER BY popularity DESC NULLS LAST, id) p
  LEFT JOIN products_locales e ON e._locale = 'en' AND e._parent_id = p.id
  LEFT JOIN search_category_names(array(SELECT DISTINCT category_id FROM products
    WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND category_id IS NOT NULL)) cv ON cv.category_id = p.category_id
  LEFT JOIN LATERAL (
    SELECT search_concat(search_product_text(l._locale::text, l.name, l.description,
      (SELECT c.description FROM post_categories_locales c
       WHERE c._locale = l._locale AND c._parent_id = p.category_id))) AS vector
    FROM unnest(enum_range(NULL::"_locales")) loc
    JOIN products_locales l ON l._locale = loc AND l._parent_id = p.id) texts ON true;
  PERFORM search_add_terms(array(SELECT DISTINCT brand FROM products
    WHERE (ids IS NULL OR id IN (SELECT unnest(ids))) AND brand IS NOT NULL));
END $$;`),
  )
  await db.execute(sql`
   DROP INDEX "products__status_idx";
  DROP INDEX "_products_v_version_version__status_idx";
  DROP INDEX "_products_v_snapshot_idx";
  DROP INDEX "_products_v_published_locale_idx";
  DROP INDEX "_products_v_latest_idx";
  DROP INDEX "_products_v_autosave_idx";
  ALTER TABLE "products_offers" ALTER COLUMN "store_id" SET NOT NULL;
  ALTER TABLE "products_offers" ALTER COLUMN "country" SET NOT NULL;
  ALTER TABLE "products_offers" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "products_offers" ALTER COLUMN "currency" SET NOT NULL;
  ALTER TABLE "products_offers" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "store_id" SET NOT NULL;
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "country" SET NOT NULL;
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "currency" SET NOT NULL;
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "_products_v" ALTER COLUMN "version_slug" SET NOT NULL;
  ALTER TABLE "_products_v_locales" ALTER COLUMN "version_name" SET NOT NULL;
  ALTER TABLE "products" DROP COLUMN "_status";
  ALTER TABLE "_products_v" DROP COLUMN "version__status";
  ALTER TABLE "_products_v" DROP COLUMN "snapshot";
  ALTER TABLE "_products_v" DROP COLUMN "published_locale";
  ALTER TABLE "_products_v" DROP COLUMN "latest";
  ALTER TABLE "_products_v" DROP COLUMN "autosave";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";`)
}
