import { type BranchCenter, branchBounds, branchCenter, breakpointOf } from '@quo/branch-config'
import type { Branch } from '@quo/contract'
import type { MapEngine } from '@quo/map-engine'
import { useEffect } from 'react'
import type { BasemapStyleId } from './basemapStyles.js'

/** How far 3D tilts the map: enough to see extruded buildings stand, not so far the horizon fills the screen. */
export const THREE_D_PITCH = 60

/** The branch's start view for the screen the page is on now (docs/product.md §3). */
export function startView(branch: Branch | undefined): BranchCenter {
  return branchCenter(branch, breakpointOf(window.innerWidth))
}

/** The branch's bounds for the screen the page is on now, for the map's first frame. */
export function startBounds(branch: Branch | undefined): [[number, number], [number, number]] | undefined {
  return branchBounds(branch, breakpointOf(window.innerWidth))
}

/**
 * Keeps the view within the branch's bounds for the screen size, also when a window is resized
 * or a tablet turned across a breakpoint, and tilts the map for 3D (and back when leaving it).
 */
export function useBranchView(
  engine: MapEngine | null,
  branch: Branch | undefined,
  styleId: BasemapStyleId,
): void {
  useEffect(() => {
    if (!engine) return
    let breakpoint = breakpointOf(window.innerWidth)
    const onResize = () => {
      const now = breakpointOf(window.innerWidth)
      if (now === breakpoint) return
      breakpoint = now
      engine.setMaxBounds(branchBounds(branch, now))
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [engine, branch])

  useEffect(() => {
    if (!engine) return
    const pitch = styleId === '3d' ? THREE_D_PITCH : startView(branch).pitch
    // No camera move when nothing changes: a move would stop one the visitor or a link began.
    if (engine.getPitch() !== pitch) engine.easeTo({ pitch })
  }, [engine, branch, styleId])
}
