/**
 * What the buyer has typed into the passenger and contact forms, kept in sessionStorage beside the
 * payment slice so a reload of the page does not lose it. Cleared with the payment data.
 */
import { useCallback, useEffect, useState } from 'react';
import { EMPTY_PASSENGER_VALUES, type ContactValues, type PassengerValues } from '../model/passenger-forms';

export const DRAFT_STORAGE_KEY = 'sapar_purchase_draft';

export interface PurchaseDraft {
  /** The search the draft belongs to: another search starts over. */
  searchId: string;
  passengers: PassengerValues[];
  contact: ContactValues;
}

function emptyDraft(searchId: string, count: number): PurchaseDraft {
  return { searchId, passengers: Array.from({ length: count }, () => ({ ...EMPTY_PASSENGER_VALUES })), contact: { email: '', phone: '' } };
}

function loadDraft(searchId: string, count: number): PurchaseDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as PurchaseDraft | null;
    if (saved && saved.searchId === searchId && saved.passengers.length === count) {
      return { ...saved, passengers: saved.passengers.map((p) => ({ ...EMPTY_PASSENGER_VALUES, ...p })) };
    }
  } catch {
    // A broken entry is replaced below.
  }
  return emptyDraft(searchId, count);
}

export function clearPurchaseDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

export function usePurchaseDraft(searchId: string, count: number) {
  const [draft, setDraft] = useState(() => loadDraft(searchId, count));
  const current = draft.searchId === searchId && draft.passengers.length === count ? draft : emptyDraft(searchId, count);

  useEffect(() => {
    try {
      if (searchId) sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(current));
    } catch {
      // The draft just does not survive a reload.
    }
  }, [current, searchId]);

  const setPassenger = useCallback(
    (index: number, update: Partial<PassengerValues>) => {
      setDraft((previous) => {
        const base = previous.searchId === searchId && previous.passengers.length === count ? previous : emptyDraft(searchId, count);
        const passengers = base.passengers.map((values, i) => (i === index ? { ...values, ...update } : values));
        return { ...base, passengers };
      });
    },
    [searchId, count],
  );

  const setContact = useCallback(
    (update: Partial<ContactValues>) => {
      setDraft((previous) => {
        const base = previous.searchId === searchId && previous.passengers.length === count ? previous : emptyDraft(searchId, count);
        return { ...base, contact: { ...base.contact, ...update } };
      });
    },
    [searchId, count],
  );

  return { draft: current, setPassenger, setContact };
}
