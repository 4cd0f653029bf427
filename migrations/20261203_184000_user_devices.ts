import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * The browsers each account signed in from (src/lib/deviceCookies.ts): a sign-in attempt that
 * carries one of their cookies is counted and locked on its own, so strangers' failed guesses, which
 * lock the account for every other client, never keep its owner's browser out. Only a hash of each
 * cookie's secret is kept.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "user_devices" (
      "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "token_hash" bytea NOT NULL UNIQUE,
      "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      "last_sign_in_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
      "failures" integer NOT NULL DEFAULT 0,
      "failures_since" timestamp(3) with time zone,
      "locked_until" timestamp(3) with time zone
    );
    CREATE INDEX "user_devices_user_idx" ON "user_devices" USING btree ("user_id", "last_sign_in_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "user_devices";`)
}
