import type { DetailKeyType, Unit } from '@quo/contract'
import type { CatalogDetailKey } from './types.js'

type Row = [
  keyName: string,
  keyTitle: string,
  keyType: DetailKeyType,
  unit: Unit | null,
  icon: string | null,
  label: string,
]

/** Detail keys in display order (the generator derives sortOrder from the position). */
const ROWS: Row[] = [
  // Texts
  ['shortDescription', 'Short description', 'text', null, 'info', 'Kurzbeschreibung'],
  ['description', 'Description', 'markdown', null, 'info', 'Beschreibung'],
  ['mapTitle', 'Map title', 'text', null, null, 'Kartentitel'],

  // Opening hours
  ['hours', 'Opening hours', 'hours', null, 'clock', 'Öffnungszeiten'],
  ['openingHoursNote', 'Opening hours note', 'text', null, 'clock', 'Hinweis zu den Öffnungszeiten'],

  // Contact
  ['phone', 'Phone', 'phone', null, 'phone', 'Telefon'],
  ['mobile', 'Mobile phone', 'phone', null, 'phone', 'Mobile'],
  ['fax', 'Fax', 'phone', null, 'phone', 'Fax'],
  ['reservationPhone', 'Reservation phone', 'phone', null, 'phone', 'Telefon für Reservationen'],
  ['emergencyPhone', 'Emergency phone', 'phone', null, 'medical-cross', 'Notfallnummer'],
  ['email', 'E-mail', 'email', null, 'mail', 'E-Mail'],
  ['url', 'Website', 'url', null, 'globe', 'Webseite'],
  ['contactPerson', 'Contact person', 'text', null, 'phone', 'Ansprechperson'],

  // Online offers
  ['menu', 'Menu', 'url', null, 'fork-knife', 'Speisekarte'],
  ['bookingUrl', 'Booking', 'url', null, 'calendar', 'Online buchen'],
  ['orderUrl', 'Online order', 'url', null, 'shopping-bag', 'Online bestellen'],
  ['ticketUrl', 'Tickets', 'url', null, 'ticket', 'Tickets'],
  ['departures', 'Departures', 'url', null, 'train', 'Abfahrten'],

  // Social media and references
  ['facebook', 'Facebook', 'url', null, 'globe', 'Facebook'],
  ['instagram', 'Instagram', 'url', null, 'camera', 'Instagram'],
  ['youtube', 'YouTube', 'url', null, 'globe', 'YouTube'],
  ['linkedin', 'LinkedIn', 'url', null, 'globe', 'LinkedIn'],
  ['tiktok', 'TikTok', 'url', null, 'globe', 'TikTok'],
  ['wikipedia', 'Wikipedia', 'url', null, 'book', 'Wikipedia'],

  // Location
  ['level', 'Level', 'text', null, 'building', 'Stockwerk'],
  ['elevation', 'Elevation', 'number', 'm', 'mountain', 'Höhe über Meer'],
  ['accessNote', 'Access', 'text', null, 'info', 'Anfahrt'],

  // Prices and capacity
  ['priceRange', 'Price range', 'text', null, 'euro', 'Preisklasse'],
  ['entryFee', 'Entry fee', 'text', null, 'ticket', 'Eintritt'],
  ['paymentMethods', 'Payment methods', 'text', null, 'euro', 'Zahlungsmittel'],
  ['capacity', 'Capacity', 'number', null, 'building', 'Kapazität (Personen)'],
  ['seats', 'Seats', 'number', null, 'fork-knife', 'Sitzplätze'],
  ['terraceSeats', 'Terrace seats', 'number', null, 'fork-knife', 'Sitzplätze auf der Terrasse'],
  ['beds', 'Beds', 'number', null, 'bed', 'Betten'],
  ['rooms', 'Rooms', 'number', null, 'bed', 'Zimmer'],
  ['stars', 'Stars', 'number', null, 'star', 'Sterne'],

  // Parking and charging
  ['parkingSpaces', 'Parking spaces', 'number', null, 'parking', 'Parkplätze'],
  ['parkingMaxParkingTime', 'Maximum parking time', 'number', 'h', 'parking', 'Maximale Parkdauer'],
  ['parkingFee', 'Parking fee', 'text', null, 'euro', 'Parkgebühr'],
  ['disabledParkingSpaces', 'Disabled parking spaces', 'number', null, 'wheelchair', 'Behindertenparkplätze'],
  ['chargingPoints', 'Charging points', 'number', null, 'charging', 'Ladepunkte'],
  ['chargingPower', 'Charging power', 'text', null, 'charging', 'Ladeleistung'],
  ['chargingOperator', 'Charging operator', 'text', null, 'charging', 'Betreiber der Ladestation'],
  ['chargingPlugTypes', 'Plug types', 'text', null, 'charging', 'Steckertypen'],

  // Ways
  ['wayLength', 'Length', 'number', 'km', 'hiker', 'Länge'],
  ['wayAscent', 'Ascent', 'number', 'hm', 'mountain', 'Aufstieg'],
  ['wayDescent', 'Descent', 'number', 'hm', 'mountain', 'Abstieg'],
  ['wayDuration', 'Duration', 'number', 'h', 'clock', 'Dauer'],
  ['wayDifficulty', 'Difficulty', 'text', null, 'hiker', 'Schwierigkeit'],
  ['wayStart', 'Start', 'text', null, 'flag', 'Start'],
  ['wayEnd', 'Destination', 'text', null, 'flag', 'Ziel'],

  // Lifts and winter sports
  ['liftType', 'Lift type', 'text', null, 'cable-car', 'Anlagentyp'],
  ['liftCapacity', 'Lift capacity', 'number', null, 'cable-car', 'Förderleistung (Personen pro Stunde)'],
  ['liftLength', 'Lift length', 'number', 'm', 'cable-car', 'Länge der Anlage'],
  ['liftStatus', 'Lift status', 'text', null, 'cable-car', 'Betriebsstatus'],
  ['slopeDifficulty', 'Slope difficulty', 'text', null, 'ski', 'Pistenschwierigkeit'],
  ['snowDepth', 'Snow depth', 'number', 'm', 'ski', 'Schneehöhe'],

  // Fairs
  ['boothNumber', 'Booth number', 'text', null, 'star', 'Standnummer'],
  ['hallNumber', 'Hall number', 'text', null, 'building', 'Halle'],
  ['exhibitorCountry', 'Exhibitor country', 'text', null, 'globe', 'Herkunftsland'],

  // Other facts
  ['waterTemperature', 'Water temperature', 'text', null, 'swim', 'Wassertemperatur'],
  ['ageRecommendation', 'Recommended age', 'text', null, 'playground', 'Empfohlenes Alter'],
  ['languages', 'Languages', 'text', null, 'globe', 'Sprachen'],
  ['guidedTours', 'Guided tours', 'text', null, 'flag', 'Führungen'],
  ['founded', 'Founded', 'text', null, 'calendar', 'Gegründet'],
  ['architect', 'Architect', 'text', null, 'building', 'Architektur'],
  ['operator', 'Operator', 'text', null, 'building', 'Betreiber'],
  ['dutyService', 'Emergency service', 'text', null, 'pharmacy', 'Notfalldienst'],
  ['busLines', 'Bus lines', 'text', null, 'bus', 'Buslinien'],
  ['bikeRentalSlots', 'Bike slots', 'number', null, 'bike', 'Veloplätze'],
  ['recyclingMaterials', 'Recycling materials', 'text', null, 'bin', 'Sammelgut'],

  // Hidden bookkeeping keys
  ['contactSource', 'Contact source', 'text', null, null, 'Quelle der Kontaktdaten'],
  ['covid19', 'COVID-19', 'text', null, null, 'COVID-19'],
  ['hoursSource', 'Opening hours source', 'text', null, null, 'Quelle der Öffnungszeiten'],
]

const HIDDEN = new Set(['contactSource', 'covid19', 'hoursSource'])

export const DETAIL_KEY_CATALOG: CatalogDetailKey[] = ROWS.map(
  ([keyName, keyTitle, keyType, unit, icon, label]) => ({
    keyName,
    keyTitle,
    keyType,
    unit,
    icon,
    colorName: null,
    isHidden: HIDDEN.has(keyName),
    label,
  }),
)
