import type { ClientConfig } from '../../src/client-config.ts'

declare global {
  const __BUILD_ID__: string
}

/** The JSON data block the server writes into index.html (src-server/http/spa.ts; no inline script under the CSP). */
function injectedConfig(): ClientConfig | null {
  const text = document.getElementById('app-config')?.textContent
  return text ? (JSON.parse(text) as ClientConfig) : null
}

let cached: ClientConfig | null = null

/** Injected config, or fetched from /app-config.json (Vite dev server). */
export async function loadClientConfig(): Promise<ClientConfig> {
  if (cached) return cached
  cached = injectedConfig() ?? ((await (await fetch('/app-config.json')).json()) as ClientConfig)
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
