import type { DashboardItem } from '@quo/contract'
import { HistorySection } from '../../history/HistorySection.js'
import { useHistoryLabels } from '../../history/useHistoryLabels.js'
import { api } from '../../session.js'
import { GeometrySection } from './geometry/GeometrySection.js'
import { ReviewsSection } from './ReviewsSection.js'
import { FeaturedSection } from './sections/FeaturedSection.js'
import { MediaSection } from './sections/MediaSection.js'
import { MentionsSection } from './sections/MentionsSection.js'
import { RelationsSection } from './sections/RelationsSection.js'

/**
 * The stored place's sub-records, each saved on its own as it changes, and its history. A place
 * being created has none yet.
 */
export function PlaceRecordSections({
  item,
  branchShortId,
  onRestored,
  onDrawingChange,
}: {
  item: DashboardItem
  branchShortId: number | undefined
  onRestored: () => void
  /** A shape's drawing map opened or closed. */
  onDrawingChange?: (open: boolean) => void
}) {
  const historyLabels = useHistoryLabels()
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
      <ReviewsSection item={item} />
      <RelationsSection item={item} />
      <MediaSection item={item} />
      <GeometrySection item={item} branchShortId={branchShortId} onDrawingChange={onDrawingChange} />
      <MentionsSection item={item} />
      <FeaturedSection item={item} />
      <div className="lg:col-span-2">
        <HistorySection
          queryKey={['dashboard', 'history', 'item', item.id]}
          load={(page, pageSize) => api.itemHistory(item.id, { page, pageSize })}
          labels={historyLabels}
          onRestored={onRestored}
        />
      </div>
    </div>
  )
}
