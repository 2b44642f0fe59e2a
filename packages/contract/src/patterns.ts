// Plain patterns, free of zod, for apps that check ids before they have loaded any schema.

/** A public identifier: nanoid alphabet, 6 to 32 characters (the `NanoId` schema uses it). */
export const NANO_ID_PATTERN = /^[A-Za-z0-9_-]{6,32}$/
