// Amazon refuses a listFinancialEvents PostedAfter or PostedBefore less than two minutes before the request, and answers
// no event posted since; half a minute more allows for its clock and ours.
const askableLagMs = 150_000;

/** The latest instant Amazon may be asked to read financial events from, or up to, in a request made at `now`. */
export const latestAskable = (now: number): string => new Date(now - askableLagMs).toISOString();
