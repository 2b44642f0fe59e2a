import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup)
// `npm test` runs the suites side by side on a busy machine: a lazily loaded component can take
// longer than Testing Library's default second to appear. Waits still end as soon as it does.
configure({ asyncUtilTimeout: 10_000 })
