// Plain patterns and constants, free of zod, for apps that check ids before they have loaded any
// schema, or load none (the embed).

/** A public identifier: nanoid alphabet, 6 to 32 characters (the `NanoId` schema uses it). */
export const NANO_ID_PATTERN = /^[A-Za-z0-9_-]{6,32}$/

/**
 * A host name or bracketed IP address with an optional port, as in a Host header, in either
 * case (written out: the API document's patterns carry no flags).
 */
export const HOST_PATTERN = /^(?:[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*|\[[0-9a-fA-F:.]+\])(?::\d{1,5})?$/

/** The clock of every place the product maps (Liechtenstein and its neighbours). */
export const REGION_TIME_ZONE = 'Europe/Vaduz'
