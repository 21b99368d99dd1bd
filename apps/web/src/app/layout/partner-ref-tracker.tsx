import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberPartnerRef } from '@/shared/lib/partner-ref';

/** Remembers a partner's `?ref=CODE` from whichever page a visitor lands on. */
export function PartnerRefTracker() {
  const { search } = useLocation();
  useEffect(() => {
    if (search) rememberPartnerRef(search);
  }, [search]);
  return null;
}
