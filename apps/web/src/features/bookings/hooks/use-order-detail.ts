import { bookingsApi, useGetOrderDetailQuery, type OrderAccess } from '../api/bookings-api';

/** Paid but not yet ticketed: the order is read again until its tickets are issued. */
const TICKETING_POLL_MS = 1500;

/** One order, polled only while its tickets are being issued. */
export function useOrderDetail(access: OrderAccess) {
  const cached = bookingsApi.endpoints.getOrderDetail.useQueryState(access);
  return useGetOrderDetailQuery(access, {
    pollingInterval: cached.data?.status === 'paid' ? TICKETING_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
}
