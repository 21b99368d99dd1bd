/** The one RTK Query API of the app; features add their endpoints with `injectEndpoints`. */
import { buildCreateApi, coreModule, type BaseQueryFn } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { fromFetchFailure, isApiError, type ApiError } from './api-error';
import type { ApiClient, ApiRequest } from './api-client';
import { apiClient } from './client';

export type ApiQueryArgs = Omit<ApiRequest, 'signal'>;

export function createBaseQuery(client: ApiClient): BaseQueryFn<ApiQueryArgs, unknown, ApiError> {
  return async (args, { signal }) => {
    try {
      return { data: await client.request<unknown>({ ...args, signal }) };
    } catch (error) {
      return { error: isApiError(error) ? error : fromFetchFailure(error) };
    }
  };
}

/**
 * Cache tags shared by features that read and write the same resource (the signed-in user's
 * profile is read by the session and written by the cabinet), so no feature imports another.
 */
export const API_TAGS = {
  profile: 'Profile',
  savedPassenger: 'SavedPassenger',
  /** The public content the back office edits: a staff change drops the copies the site holds, so it shows at once. */
  publicNews: 'PublicNews',
  publicTours: 'PublicTours',
  publicFaq: 'PublicFaq',
  publicPages: 'PublicPages',
} as const;

/**
 * In the server renderer (app/ssr/entry-server.tsx) a query hook starts its request while the page is drawn, not in
 * an effect (effects never run there): the renderer draws, waits for those requests, and draws again with their data.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
);

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(apiClient),
  tagTypes: Object.values(API_TAGS),
  endpoints: () => ({}),
});
