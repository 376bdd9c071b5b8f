const day = 24 * 3600 * 1000;

/** A due date's colour: past is late (MercadoLibre decides against the seller), within a day is urgent. */
export const dueColour = (dueDate: string, now: number): 'error' | 'warning' | 'success' => {
  const left = new Date(dueDate).getTime() - now;
  return left < 0 ? 'error' : left < day ? 'warning' : 'success';
};
