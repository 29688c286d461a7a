import { useI18n } from '../app/i18n.tsx'

/**
 * A listing's stars on a card, "★ 4.6 (12)": the average of its reviews with one decimal and how many there are;
 * nothing without reviews. Text and a CSS class (global.css), no component: the home page's cards show it too.
 */
export function Stars({ rating, count }: { rating: number | null | undefined; count: number | null | undefined }) {
  const { t, formatNumber } = useI18n()
  if (rating == null || !count) return null
  const value = formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const label = t('common.rating.stars', { value, count })
  return (
    <span className="listing-stars" role="img" aria-label={label} title={label} data-testid="stars">
      <span className="listing-stars-glyph">★</span> {value} ({formatNumber(count)})
    </span>
  )
}
