export default function ThreadPage() {
  return null
}
