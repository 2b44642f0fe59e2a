import { fuzzOperations } from './fuzz/fuzzOperations.js'

// The operations without a security requirement, as any visitor or script can call them
// (test/fuzz/fuzzOperations.ts says what is checked).
fuzzOperations('public')
