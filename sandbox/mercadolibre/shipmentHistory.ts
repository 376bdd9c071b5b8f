/** The steps MercadoLibre dates in a shipment's `status_history` (`date_handling`, `date_shipped`…). */
const datedSteps = ['handling', 'ready_to_ship', 'shipped', 'first_visit', 'delivered', 'not_delivered', 'returned', 'cancelled'] as const;

/** A new shipment's `status_history`: every date null until its step happens. */
export const emptyStatusHistory = (): Record<string, string | null> => Object.fromEntries(datedSteps.map((step) => [`date_${step}`, null]));

/** Steps a status passes through on its way: a shipment made ready to ship was handled first. */
const stepsOf = (status: string, substatus: string | null): string[] => [
  ...(status === 'ready_to_ship' ? ['handling'] : []),
  status,
  ...(substatus === 'first_visit' || substatus === 'returned' ? [substatus] : []),
];

/** The carrier MercadoLibre names in a shipment's `tracking_method` once the carrier has it. */
const carrier = 'MEL Distribution';

/**
 * Moves a shipment to `status` (and `substatus`) as MercadoLibre does: the first time each step
 * happens is dated in `status_history`, and a later move never changes an earlier date. A shipment
 * handed to the carrier gets its tracking number and carrier, kept from then on.
 */
export function moveShipment(body: Record<string, unknown>, status: string, substatus: string | null, now: string): void {
  const history = { ...emptyStatusHistory(), ...(body.status_history as Record<string, string | null> | undefined) };
  for (const step of stepsOf(status, substatus)) if (`date_${step}` in history && history[`date_${step}`] === null) history[`date_${step}`] = now;
  Object.assign(body, { status, substatus, last_updated: now, status_history: history });
  if (history.date_shipped && !body.tracking_number) Object.assign(body, { tracking_number: `MEL${String(body.id)}MX`, tracking_method: carrier });
}
