import { type OsmTags, ownValue } from './osmStream.js'

/** A category as the taxonomy names it: main category and sub category (English keys). */
export interface CategoryName {
  main: string
  sub: string
}

const c = (main: string, sub: string): CategoryName => ({ main, sub })

/**
 * OpenStreetMap key=value pairs onto the product's categories, most specific first; the first
 * tag of an element that has an entry decides. Elements without one (benches, post boxes,
 * crossings) are not places a visitor looks for and stay out.
 */
const CATEGORY_OF_TAG: Record<string, Record<string, CategoryName>> = {
  amenity: {
    restaurant: c('Eating', 'Restaurant'),
    cafe: c('Eating', 'Café'),
    fast_food: c('Eating', 'Fast Food'),
    ice_cream: c('Eating', 'Café'),
    bar: c('Drinking & Nightlife', 'Bar'),
    pub: c('Drinking & Nightlife', 'Pub'),
    biergarten: c('Drinking & Nightlife', 'Pub'),
    nightclub: c('Drinking & Nightlife', 'Club'),
    school: c('Education & Science', 'School'),
    kindergarten: c('Education & Science', 'School'),
    college: c('Education & Science', 'School'),
    university: c('Education & Science', 'University'),
    library: c('Education & Science', 'Library'),
    theatre: c('Entertainment & Culture', 'Theatre'),
    cinema: c('Entertainment & Culture', 'Cinema'),
    arts_centre: c('Entertainment & Culture', 'Gallery'),
    concert_hall: c('Entertainment & Culture', 'Concert Hall'),
    pharmacy: c('Service', 'Pharmacy'),
    doctors: c('Service', 'Doctor'),
    dentist: c('Service', 'Doctor'),
    hospital: c('Service', 'Doctor'),
    clinic: c('Service', 'Doctor'),
    bank: c('Service', 'Bank'),
    atm: c('Service', 'Bank'),
    post_office: c('Service', 'Post Office'),
    townhall: c('Service', 'Town Hall'),
    public_building: c('History & Politics', 'Government'),
    recycling: c('Service', 'Recycling'),
    place_of_worship: c('Religion', 'Church'),
    parking: c('Transport', 'Parking'),
    bicycle_rental: c('Transport', 'Bike Rental'),
    charging_station: c('Transport', 'Charging Station'),
    fuel: c('Transport', 'Parking'),
    bus_station: c('Transport', 'Bus Stop'),
    fire_station: c('Service', 'Town Hall'),
    police: c('Service', 'Town Hall'),
    marketplace: c('Shopping', 'Supermarket'),
    fountain: c('Place', 'Square'),
    shelter: c('Place', 'Rest Area'),
    bbq: c('Place', 'Fire Pit'),
    toilets: c('Place', 'Rest Area'),
    drinking_water: c('Place', 'Rest Area'),
  },
  tourism: {
    hotel: c('Sleeping', 'Hotel'),
    motel: c('Sleeping', 'Hotel'),
    guest_house: c('Sleeping', 'Guesthouse'),
    hostel: c('Sleeping', 'Guesthouse'),
    apartment: c('Sleeping', 'Holiday Apartment'),
    chalet: c('Sleeping', 'Holiday Apartment'),
    camp_site: c('Sleeping', 'Camping'),
    caravan_site: c('Sleeping', 'Camping'),
    alpine_hut: c('Sleeping', 'Mountain Hut'),
    wilderness_hut: c('Sleeping', 'Mountain Hut'),
    museum: c('Sights', 'Museum'),
    gallery: c('Entertainment & Culture', 'Gallery'),
    attraction: c('Sights', 'Landmark'),
    artwork: c('Sights', 'Landmark'),
    zoo: c('Sights', 'Landmark'),
    viewpoint: c('Nature & Landscape', 'Viewpoint'),
    picnic_site: c('Place', 'Rest Area'),
    information: c('Information', 'Tourist Information'),
  },
  shop: {
    supermarket: c('Shopping', 'Supermarket'),
    convenience: c('Shopping', 'Supermarket'),
    bakery: c('Eating', 'Bakery'),
    butcher: c('Craft & Produce', 'Farm Shop'),
    farm: c('Craft & Produce', 'Farm Shop'),
    wine: c('Craft & Produce', 'Winery'),
    beverages: c('Shopping', 'Supermarket'),
    books: c('Shopping', 'Bookshop'),
    gift: c('Shopping', 'Souvenirs'),
    souvenir: c('Shopping', 'Souvenirs'),
    clothes: c('Shopping', 'Boutique'),
    shoes: c('Shopping', 'Boutique'),
    jewelry: c('Shopping', 'Boutique'),
    bicycle: c('Transport', 'Bike Rental'),
  },
  craft: {
    winery: c('Craft & Produce', 'Winery'),
    brewery: c('Craft & Produce', 'Winery'),
  },
  leisure: {
    playground: c('Activities', 'Playground'),
    swimming_pool: c('Activities', 'Swimming'),
    water_park: c('Activities', 'Swimming'),
    sports_centre: c('Activities', 'Fitness Trail'),
    fitness_station: c('Activities', 'Fitness Trail'),
    park: c('Nature & Landscape', 'Park'),
    nature_reserve: c('Nature & Landscape', 'Nature Reserve'),
    stadium: c('Activities', 'Fitness Trail'),
  },
  historic: {
    castle: c('Sights', 'Castle'),
    ruins: c('Sights', 'Ruin'),
    monument: c('History & Politics', 'Monument'),
    memorial: c('History & Politics', 'Monument'),
    archaeological_site: c('History & Politics', 'Archaeological Site'),
    wayside_cross: c('Religion', 'Wayside Cross'),
    wayside_shrine: c('Religion', 'Chapel'),
  },
  natural: {
    peak: c('Nature & Landscape', 'Summit'),
  },
  railway: {
    station: c('Transport', 'Train Station'),
    halt: c('Transport', 'Train Station'),
  },
  highway: {
    bus_stop: c('Transport', 'Bus Stop'),
  },
  aerialway: {
    station: c('Transport', 'Cable Car'),
  },
  office: {
    government: c('History & Politics', 'Government'),
    tourism: c('Information', 'Tourist Information'),
  },
}

/** Keys looked at in this order, so a shop in a historic building counts as a shop. */
const KEY_ORDER = Object.keys(CATEGORY_OF_TAG)

/** The product category of a tagged element, or null when it is no place for visitors. */
export function categoryOfTags(tags: OsmTags | undefined): CategoryName | null {
  if (!tags?.name) return null
  for (const key of KEY_ORDER) {
    const value = tags[key]
    const category = ownValue(CATEGORY_OF_TAG[key] ?? {}, value)
    if (category) {
      // A chapel is tagged as a place of worship like a church.
      if (category.sub === 'Church' && tags.building === 'chapel') return c('Religion', 'Chapel')
      return category
    }
  }
  return null
}
