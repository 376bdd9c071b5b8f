/** How long a question has waited, in the largest whole unit; under a minute it is "just now", not "0 minutes ago". */
export type QuestionAge = { unit: 'now' | 'minutes' | 'hours' | 'days'; count: number };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export const questionAge = (dateCreated: string, now: number): QuestionAge => {
  const waited = Math.max(0, now - new Date(dateCreated).getTime());
  if (waited >= day) return { unit: 'days', count: Math.floor(waited / day) };
  if (waited >= hour) return { unit: 'hours', count: Math.floor(waited / hour) };
  if (waited >= minute) return { unit: 'minutes', count: Math.floor(waited / minute) };
  return { unit: 'now', count: 0 };
};

/** The timer's colour: buyers who wait over an hour start buying elsewhere, over a day most have. */
export const ageColour = (dateCreated: string, now: number): 'success' | 'warning' | 'error' => {
  const waited = now - new Date(dateCreated).getTime();
  return waited < hour ? 'success' : waited < day ? 'warning' : 'error';
};
