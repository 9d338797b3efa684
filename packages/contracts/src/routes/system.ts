/** Route contracts of this domain (see ../route.ts); filled as its routes move to route(). */
export {};
