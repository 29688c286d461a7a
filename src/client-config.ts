/** Deployment settings the server writes into index.html (src-server/http/spa.ts), so one build serves every deployment. */
export interface ClientConfig {
  /** null → the browser uses its own origin (embedded auth and storage). */
  supabaseUrl: string | null
  supabaseAnonKey: string
  authCookieName: string
  embedded: boolean
  /** The dev mailbox answers (embedded auth without SMTP on a loopback address). */
  devMailbox: boolean
  /** PUBLIC_URL is https: the session cookie is written with `Secure`. */
  secureCookies: boolean
  /** Visitors may create an account (AUTH_SIGNUP=false hides "Create account"; hosted Supabase decides for itself, so true). */
  signup: boolean
  /** MapLibre style URL of the directory maps (MAP_STYLE_URL). */
  mapStyleUrl: string
}
