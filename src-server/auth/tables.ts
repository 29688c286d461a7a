import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
type Json = ColumnType<Record<string, unknown>, string | undefined, string>

/** Kysely table types of the auth feature (embedded auth server); created by migrations/0002_auth.ts. */
export interface AuthTables {
  auth_users: {
    id: string
    email: string | null
    encrypted_password: string | null
    role: Generated<string>
    email_confirmed_at: NullableTimestamp
    confirmation_sent_at: NullableTimestamp
    recovery_sent_at: NullableTimestamp
    new_email: string | null
    email_change_sent_at: NullableTimestamp
    invited_at: NullableTimestamp
    last_sign_in_at: NullableTimestamp
    banned_until: NullableTimestamp
    app_metadata: Json
    user_metadata: Json
    created_at: Timestamp
    updated_at: Timestamp
  }
  auth_sessions: {
    id: string
    user_id: string
    aal: Generated<string>
    amr_method: Generated<string>
    /** Set when a TOTP verify raised the session to aal2 (migrations/0008_mfa.ts). */
    factor_id: ColumnType<string | null, string | null | undefined, string | null>
    mfa_at: NullableTimestamp
    created_at: Timestamp
    updated_at: Timestamp
  }
  auth_refresh_tokens: {
    token: string
    session_id: string
    user_id: string
    parent: string | null
    revoked: Generated<boolean>
    created_at: Timestamp
    updated_at: Timestamp
  }
  auth_one_time_tokens: {
    id: string
    user_id: string
    token_type:
      | 'confirmation'
      | 'recovery'
      | 'email_change_new'
      | 'email_change_current'
      | 'invite'
      | 'reauthentication'
    token_hash: string
    otp_hash: string
    relates_to: string
    failed_attempts: Generated<number>
    created_at: Timestamp
  }
  auth_flow_state: {
    id: string
    user_id: string
    token_hash: string
    auth_code: string
    code_challenge: string
    code_challenge_method: string
    authentication_method: string
    auth_code_issued_at: NullableTimestamp
    created_at: Timestamp
  }
  auth_mails: {
    id: string
    to_email: string
    kind: string
    subject: string
    text: string
    link: string
    created_at: Timestamp
  }
  auth_mfa_factors: {
    id: string
    user_id: string
    friendly_name: Generated<string>
    factor_type: 'totp' | 'phone'
    status: Generated<'unverified' | 'verified'>
    secret: string
    last_step: ColumnType<string | number | null, number | null | undefined, number | null>
    created_at: Timestamp
    updated_at: Timestamp
  }
  /** Ids of deleted accounts: rows naming them as owner cannot be written (migration 0024). */
  deleted_users: {
    id: string
    deleted_at: Generated<Date>
  }
  auth_attempts: {
    key: string
    failures: Generated<number>
    locked_until: NullableTimestamp
    updated_at: Generated<Date>
  }
  auth_mfa_challenges: {
    id: string
    factor_id: string
    ip: Generated<string>
    created_at: Timestamp
    verified_at: NullableTimestamp
  }
  /** The ES256 keys access tokens are signed with (migration 0051): the unretired one signs. */
  auth_signing_keys: {
    kid: string
    private_jwk: string
    public_jwk: string
    created_at: Generated<Date>
    retired_at: NullableTimestamp
  }
  /** One row: the HS256 secret of the API keys and the anon and service role keys signed with it. */
  auth_api_keys: {
    id: Generated<boolean>
    jwt_secret: string
    anon_key: string
    service_role_key: string
    created_at: Generated<Date>
  }
}
