import { type GeoJSONStoreFeatures, ValidateNotSelfIntersecting } from 'terra-draw'

/**
 * Why terra-draw left a shape as it was. terra-draw drops a change its validation refuses without
 * a word, so the editor names the refusal: a corner clicked while drawing that was not set, a
 * corner whose removal was undone, or a finished shape that crosses itself.
 */
export type DrawRefusal = 'cornerNotSet' | 'cornerKept' | 'crossing'

/** terra-draw's update kinds (its `UpdateTypes`): a pointer's preview, a corner set, a shape finished. */
type UpdateType = 'provisional' | 'commit' | 'finish' | (string & {})

export type DrawCheck = { valid: true } | { valid: false; reason: string; refusal: DrawRefusal }

/**
 * Checks one change of an area or line for edges that cross. The pointer's preview passes: it
 * follows the pointer over any edge until a corner is set, and refusing it would freeze the
 * preview. A refused commit of a shape being drawn is a corner that was not set; any other
 * refused commit (a corner removed with the select tool) leaves the corner where it was.
 * @example checkDrawUpdate(bowtie, 'commit') // { valid: false, refusal: 'cornerNotSet', … }
 */
export function checkDrawUpdate(feature: GeoJSONStoreFeatures, updateType: UpdateType): DrawCheck {
  if (updateType !== 'commit' && updateType !== 'finish') return { valid: true }
  const result = ValidateNotSelfIntersecting(feature)
  if (result.valid) return { valid: true }
  const reason = result.reason ?? 'crossing'
  if (updateType === 'finish') return { valid: false, reason, refusal: 'crossing' }
  // terra-draw marks the shape under the pointer as `currentlyDrawing` until it is finished.
  const drawing = feature.properties.currentlyDrawing === true
  return { valid: false, reason, refusal: drawing ? 'cornerNotSet' : 'cornerKept' }
}
