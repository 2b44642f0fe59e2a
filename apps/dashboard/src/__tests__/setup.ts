import { configure } from '@testing-library/react'

// `npm test` runs the suites side by side on a busy machine: a lazily loaded component can take
// longer than Testing Library's default second to appear. Waits still end as soon as it does.
configure({ asyncUtilTimeout: 10_000 })

// jsdom lays nothing out and has no scrollIntoView; forms call it to bring a marked field into view.
// (Suites in the node environment have no Element at all.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {}
