import { setPriority } from 'node:os'

// The API suite is batch work that runs beside the browser tests (`npm test` runs every suite at
// once). Its workers lower their scheduling priority, so the browser tests, whose page waits time
// out when starved, get the cores first and this suite takes what they leave. The seeding of the
// test databases (global setup, in the main process) keeps its priority: every file waits for it.
try {
  setPriority(10)
} catch {
  // A platform that does not let a process lower its own priority runs the suite as it is.
}
