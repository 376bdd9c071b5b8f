/** The server's reason of a failed call, shown after "No se pudo:". */
export const reasonOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : '');
