/** The flights as the public board lists them, and the status staff set (delays, cancellations). Lazy chunks only. */
import type {
  BoardAirport,
  BoardDirection,
  BoardResponse,
  FlightStatusRequest,
  FlightStatusView,
} from '@sapar/contracts';
import { baseApi } from '@/shared/api/base-api';
import { STAFF_TAGS } from '@/shared/staff/api/staff-tags';

export const staffFlightsApi = baseApi.enhanceEndpoints({ addTagTypes: Object.values(STAFF_TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    /** The flights as the public board lists them (with what staff set): the Flights page changes their status. */
    listStaffFlights: build.query<BoardResponse, { airport: BoardAirport; direction: BoardDirection; date: string }>({
      query: (params) => ({ url: '/board/', params }),
      providesTags: [STAFF_TAGS.flights],
    }),
    setFlightStatus: build.mutation<FlightStatusView, FlightStatusRequest & { flightId: string }>({
      query: ({ flightId, ...body }) => ({
        url: `/staff/flights/${encodeURIComponent(flightId)}/status/`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [STAFF_TAGS.flights, STAFF_TAGS.disruption, STAFF_TAGS.audit],
    }),
  }),
});

export const { useListStaffFlightsQuery, useSetFlightStatusMutation } = staffFlightsApi;
