/** Who a player of a claim is to the seller: themselves, the buyer, or MercadoLibre mediating. */
export type ClaimParty = 'you' | 'buyer' | 'mediator';

/**
 * A claim's player by its role (`complainant`, `respondent`, `mediator`): the role the seller holds
 * (normally `respondent`, when MercadoLibre did not say) is "you", the mediator is MercadoLibre,
 * and the other side of the claim is the buyer.
 */
export const claimPartyOf = (role: string, ourRole: string | null | undefined): ClaimParty =>
  role === 'mediator' ? 'mediator' : role === (ourRole ?? 'respondent') ? 'you' : 'buyer';

/** The words of a player of the claim, as the claim's page shows them. */
export const claimPartyKey = (role: string, ourRole: string | null | undefined) => `app.mercadolibre.claims.messages.parties.${claimPartyOf(role, ourRole)}`;
