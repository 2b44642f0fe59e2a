/**
 * How many test files run at once, each with a product server of its own. The browser tests
 * spend most of their time waiting for pages (about half a core each), so two at a time roughly
 * halve the suite's time.
 */
export const E2E_WORKERS = 2
