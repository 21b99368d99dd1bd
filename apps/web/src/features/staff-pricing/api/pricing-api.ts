/**
 * The pricing rules' calls, injected into the app's one RTK Query API: the rules with the National Bank's current
 * rates, and saving or deleting a rule (admins only). Reached only from the lazy pricing page.
 */
import type { PricingRule, PricingRuleInput, PricingRuleList } from '@sapar/contracts';
import { baseApi } from '@/shared/api/base-api';

const TAGS = { rules: 'PricingRules', audit: 'StaffAudit' } as const;

export const pricingApi = baseApi.enhanceEndpoints({ addTagTypes: Object.values(TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    listPricingRules: build.query<PricingRuleList, void>({
      query: () => ({ url: '/staff/pricing-rules/' }),
      providesTags: [TAGS.rules],
    }),
    savePricingRule: build.mutation<PricingRule, { id?: string; body: PricingRuleInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `/staff/pricing-rules/${id}/`, method: 'PUT', body }
          : { url: '/staff/pricing-rules/', method: 'POST', body },
      invalidatesTags: [TAGS.rules, TAGS.audit],
    }),
    deletePricingRule: build.mutation<void, string>({
      query: (id) => ({ url: `/staff/pricing-rules/${id}/`, method: 'DELETE' }),
      invalidatesTags: [TAGS.rules, TAGS.audit],
    }),
  }),
});

export const { useListPricingRulesQuery, useSavePricingRuleMutation, useDeletePricingRuleMutation } = pricingApi;
