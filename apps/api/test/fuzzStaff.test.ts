import { fuzzOperations } from './fuzz/fuzzOperations.js'

// The staff operations, with an administrator's, a one-branch editor's, a non-staff account's,
// forged and missing tokens (test/fuzz/fuzzOperations.ts says what is checked).
fuzzOperations('staff')
