import { type Kysely, sql } from 'kysely'

/**
 * The embedded auth server's keys in the database, so that server copies sharing it sign and verify each other's
 * tokens: the ES256 signing keys (one signs, retired ones verify until their tokens have expired; at most one
 * unretired row) and one row with the HS256 secret and the anon and service role keys it signed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table auth_signing_keys (
    kid text primary key,
    private_jwk text not null,
    public_jwk text not null,
    created_at timestamptz not null default now(),
    retired_at timestamptz
  )`.execute(db)
  await sql`create unique index auth_signing_keys_one_signer on auth_signing_keys ((true)) where retired_at is null`.execute(
    db,
  )
  await sql`create table auth_api_keys (
    id boolean primary key default true check (id),
    jwt_secret text not null,
    anon_key text not null,
    service_role_key text not null,
    created_at timestamptz not null default now()
  )`.execute(db)
}
