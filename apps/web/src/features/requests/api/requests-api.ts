/** Service requests (tour, rail, partner; appeal, exchange and refund from guests): each answers the request number. */
import type {
  AppealRequest,
  ExchangeForm,
  PartnerRequest,
  RailRequest,
  RefundForm,
  ServiceRequestCreated,
  TourRequest,
} from '@sapar/contracts';
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
    sendAppealRequest: build.mutation<ServiceRequestCreated, AppealRequest>({
      query: (body) => ({ url: '/requests/appeal/', method: 'POST', body }),
    }),
    sendExchangeRequest: build.mutation<ServiceRequestCreated, ExchangeForm>({
      query: (body) => ({ url: '/requests/exchange/', method: 'POST', body }),
    }),
    sendRefundRequest: build.mutation<ServiceRequestCreated, RefundForm>({
      query: (body) => ({ url: '/requests/refund/', method: 'POST', body }),
    }),
  }),
});

export const {
  useSendTourRequestMutation,
  useSendRailRequestMutation,
  useSendPartnerRequestMutation,
  useSendAppealRequestMutation,
  useSendExchangeRequestMutation,
  useSendRefundRequestMutation,
} = requestsApi;
