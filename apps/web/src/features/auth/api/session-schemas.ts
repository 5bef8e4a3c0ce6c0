// The contract's reply schemas for signing in, in a module of their own so that they (and zod)
// load beside the sign-in request instead of with the sign-in page.
export { sessionSchema, storeSchema } from '@vitrina/contract';
