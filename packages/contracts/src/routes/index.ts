/** Route contracts, one file per domain (see ../route.ts). */
export * from './roles';
