/** Another language's catalogue: the same keys as the Spanish one, any strings. */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
