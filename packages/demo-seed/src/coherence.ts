import type { MainCategory } from '@quo/contract'

// What keeps a generated place's details agreeing with its category: no opening hours on a bus
// stop or a trail, no phone number on a viewpoint, a lift's season, descriptions that fit.

/** Sub-categories that have neither opening hours nor a phone, e-mail or web site of their own. */
export const WITHOUT_HOURS_OR_CONTACT: ReadonlySet<string> = new Set([
  'Playground',
  'Fitness Trail',
  'Street',
  'Footpath',
  'Hiking Trail',
  'Bike Route',
  'Monument',
  'Archaeological Site',
  'Notice Board',
  'Viewpoint',
  'Summit',
  'Lake',
  'Park',
  'Nature Reserve',
  'Square',
  'Rest Area',
  'Fire Pit',
  'Wayside Cross',
  'Ruin',
  'Landmark',
  'Bus Stop',
  'Parking',
  'Charging Station',
])

/** Lifts, slopes and ski areas run in their seasons only. */
export const SEASONAL_HOURS: Readonly<Record<string, string>> = {
  'Cable Car': 'Dec-Mar Mo-Su 08:30-16:30; Jun-Oct Mo-Su 09:00-17:00',
  'Ski Slope': 'Dec-Mar Mo-Su 08:30-16:30',
  Skiing: 'Dec-Mar Mo-Su 08:30-16:30',
}

/** Sub-categories that are drawn as a way (a route item), not as a point. */
export const ROUTE_SUBS: ReadonlySet<string> = new Set([
  'Street',
  'Footpath',
  'Hiking Trail',
  'Bike Route',
  'Ski Slope',
  'Cable Car',
])

/**
 * Which long descriptions (names.json `longDescriptions`, by position) suit which main
 * categories: a warm Stube and regional specialities are for restaurants and inns, a view for
 * sights and nature, craft for workshops.
 */
const LONG_DESCRIPTION_FIT: readonly (readonly MainCategory[])[] = [
  ['Eating', 'Drinking & Nightlife', 'Place', 'Shopping', 'Activities'],
  ['Eating', 'Drinking & Nightlife', 'Sleeping'],
  ['Religion', 'History & Politics', 'Sights', 'Craft & Produce', 'Eating', 'Shopping', 'Sleeping'],
  ['Eating', 'Drinking & Nightlife', 'Sleeping'],
  [
    'Activities',
    'Sights',
    'Entertainment & Culture',
    'Education & Science',
    'Service',
    'Information',
    'Experience',
  ],
  ['Nature & Landscape', 'Sights', 'Highway', 'Sleeping'],
  ['Craft & Produce'],
  ['Activities', 'Nature & Landscape', 'Sights', 'Experience', 'Entertainment & Culture'],
  ['History & Politics', 'Sights', 'Religion'],
  ['Shopping', 'Service', 'Craft & Produce'],
]

/** Positions of the long descriptions that suit a main category. */
export function longDescriptionsFor(main: MainCategory): number[] {
  return LONG_DESCRIPTION_FIT.flatMap((mains, i) => (mains.includes(main) ? [i] : []))
}
