/**
 * What the buyer has typed into the passenger and contact forms, kept in sessionStorage beside the
 * payment slice so a reload of the page does not lose it. Cleared with the payment data.
 */
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { EMPTY_PASSENGER_VALUES, type PassengerFormsValues } from '../model/passenger-forms';

export const DRAFT_STORAGE_KEY = 'sapar_purchase_draft';

export interface PurchaseDraft extends PassengerFormsValues {
  /** The search the draft belongs to: another search starts over. */
  searchId: string;
}

function emptyDraft(count: number): PassengerFormsValues {
  return {
    passengers: Array.from({ length: count }, () => ({ ...EMPTY_PASSENGER_VALUES })),
    contact: { email: '', phone: '' },
  };
}

/** The saved draft of this search, or empty forms for its passengers. */
export function loadPurchaseDraft(searchId: string, count: number): PassengerFormsValues {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as PurchaseDraft | null;
    if (saved && saved.searchId === searchId && saved.passengers.length === count) {
      return {
        passengers: saved.passengers.map((passenger) => ({ ...EMPTY_PASSENGER_VALUES, ...passenger })),
        contact: { ...emptyDraft(0).contact, ...(saved.contact as Partial<PassengerFormsValues['contact']>) },
      };
    }
  } catch {
    // A broken entry is replaced on the next change.
  }
  return emptyDraft(count);
}

/** Writes the forms as the draft of a search: a renewed offer (new search id) keeps what was typed. */
export function savePurchaseDraft(searchId: string, values: PassengerFormsValues): void {
  try {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ searchId, ...values }));
  } catch {
    // The draft just does not survive a reload.
  }
}

export function clearPurchaseDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * Keeps the passenger forms and the draft of the search together: another search (or passenger
 * count) loads its own draft into the forms, and every change is written back.
 */
export function usePurchaseDraft<Output>(
  form: UseFormReturn<PassengerFormsValues, unknown, Output>,
  searchId: string,
  count: number,
) {
  const { reset, watch } = form;
  const loaded = useRef(`${searchId}:${count}`);
  useEffect(() => {
    const key = `${searchId}:${count}`;
    if (loaded.current === key) return;
    loaded.current = key;
    reset(loadPurchaseDraft(searchId, count));
  }, [reset, searchId, count]);

  useEffect(() => {
    if (!searchId) return undefined;
    const subscription = watch((values) => {
      try {
        sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ searchId, ...values }));
      } catch {
        // The draft just does not survive a reload.
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, searchId]);
}
