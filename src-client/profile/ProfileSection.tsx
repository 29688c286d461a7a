/** Profile form and avatar on /account (filled in by the media feature). */
export function ProfileSection() {
  return null
}
