/** Service requests (tour, rail, partner): each answers the request number. */
import type { PartnerRequest, RailRequest, ServiceRequestCreated, TourRequest } from '@sapar/contracts';
import { baseApi } from '@/shared/api/base-api';

export const requestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendTourRequest: build.mutation<ServiceRequestCreated, TourRequest>({
      query: (body) => ({ url: '/requests/tour/', method: 'POST', body }),
    }),
    sendRailRequest: build.mutation<ServiceRequestCreated, RailRequest>({
      query: (body) => ({ url: '/requests/rail/', method: 'POST', body }),
    }),
    sendPartnerRequest: build.mutation<ServiceRequestCreated, PartnerRequest>({
      query: (body) => ({ url: '/requests/partner/', method: 'POST', body }),
    }),
  }),
});

export const { useSendTourRequestMutation, useSendRailRequestMutation, useSendPartnerRequestMutation } = requestsApi;
