/** The claims of an access token (already verified by the server that issued it; used only for display/aal). */
export function decodeClaims(accessToken: string | undefined): Record<string, unknown> | null {
  if (!accessToken) return null
  try {
    const part = accessToken.split('.')[1] ?? ''
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
    return JSON.parse(decodeURIComponent(escape(json))) as Record<string, unknown>
  } catch {
    return null
  }
}
