export default function InboxPage() {
  return null
}
