/**
 * Tabler's search and map-pin icons, drawn here: the bundler merges those small `@tabler/icons-react` modules
 * into a chunk with the directory's synonyms (≈ 3 KB gzip) that the home page's first render does not need.
 */
const glyph = (paths: string[]) =>
  function Glyph({ size = 18 }: { size?: number }) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    )
  }

export const SearchGlyph = glyph(['M3 10a7 7 0 1 0 14 0a7 7 0 1 0 -14 0', 'M21 21l-6 -6'])
export const PinGlyph = glyph([
  'M9 11a3 3 0 1 0 6 0a3 3 0 0 0 -6 0',
  'M17.657 16.657l-4.243 4.243a2 2 0 0 1 -2.827 0l-4.244 -4.243a8 8 0 1 1 11.314 0',
])
