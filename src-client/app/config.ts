/** Deployment config the server writes into index.html (one build serves every deployment). */
export interface ClientConfig {
  supabaseUrl: string | null
  supabaseAnonKey: string
  authCookieName: string
  embedded: boolean
  devMailbox: boolean
}

declare global {
  interface Window {
    __APP_CONFIG__?: ClientConfig
  }
  const __BUILD_ID__: string
}

let cached: ClientConfig | null = null

/** Injected config, or fetched from /app-config.json (Vite dev server). */
export async function loadClientConfig(): Promise<ClientConfig> {
  if (cached) return cached
  cached = window.__APP_CONFIG__ ?? ((await (await fetch('/app-config.json')).json()) as ClientConfig)
  return cached
}

export function clientConfig(): ClientConfig {
  if (!cached) throw new Error('client config not loaded yet')
  return cached
}

/** The Supabase URL the browser talks to: the hosted project, or this very origin when embedded. */
export function supabaseUrl(): string {
  return clientConfig().supabaseUrl ?? window.location.origin
}
