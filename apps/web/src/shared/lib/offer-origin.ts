/**
 * Where an offer comes from: the agency's own inventory, or an outside supplier by its configured name. The word is
 * the contracts' OWN_SUPPLIER; it is written here because flights.ts builds zod schemas at its top level, and one
 * run-time import of it would carry zod into the results and the purchase flow.
 */
export const OWN_OFFER_SUPPLIER = 'own';

/** Whether an offer is an outside airline's (answers written before suppliers carry no `supplier`: the agency's own). */
export const isOutsideOffer = <T extends { supplier?: string | undefined }>(offer: T | null): offer is T =>
  offer !== null && offer.supplier !== undefined && offer.supplier !== OWN_OFFER_SUPPLIER;
