/** Product version shown in the side drawer and reported by the API (docs/product.md §1). */
export const VERSION = '2025.03.31.1.20.3'
