// Every schema of the contract, and zod: the transport imports this module on the first call
// (see transport.ts), so apps carry the schemas in a chunk of their own, not in their first
// script.
export * from '@quo/contract'
export { z } from 'zod'
