/**
 * A coordinate as staff read and type it: six decimals at most (about 10 cm), without the
 * binary noise of arithmetic (`9.5215 - 0.0005` is `9.520999999999999`).
 * @example coordinateText(9.5215 - 0.0005) // '9.521'
 */
export const coordinateText = (degrees: number): string => String(Number(degrees.toFixed(6)))
