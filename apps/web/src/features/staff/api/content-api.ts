/**
 * The back office's content calls (issue 16): image uploads and the news editor, injected into the app's one RTK
 * Query API. Reached only from the lazy staff chunks.
 */
import type { StaffMedia, StaffNews, StaffNewsCreate, StaffNewsList, StaffNewsPatch } from '@sapar/contracts';
import { baseApi } from '@/shared/api/base-api';
import { apiClient } from '@/shared/api/client';

const NEWS = 'StaffNews';

/** Uploads one image (multipart, field `file`); the server checks it is an image and answers its WebP copies. */
export function uploadStaffMedia(file: File): Promise<StaffMedia> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.request<StaffMedia>({ url: '/staff/media/', method: 'POST', body: form });
}

export const contentApi = baseApi.enhanceEndpoints({ addTagTypes: [NEWS] }).injectEndpoints({
  endpoints: (build) => ({
    listStaffNews: build.query<StaffNewsList, void>({
      query: () => ({ url: '/staff/news/' }),
      providesTags: [{ type: NEWS, id: 'LIST' }],
    }),
    getStaffNews: build.query<StaffNews, number>({
      query: (id) => ({ url: `/staff/news/${id}/` }),
      providesTags: (_result, _error, id) => [{ type: NEWS, id }],
    }),
    createStaffNews: build.mutation<StaffNews, StaffNewsCreate>({
      query: (body) => ({ url: '/staff/news/', method: 'POST', body }),
      invalidatesTags: [{ type: NEWS, id: 'LIST' }],
    }),
    updateStaffNews: build.mutation<StaffNews, { id: number; patch: StaffNewsPatch }>({
      query: ({ id, patch }) => ({ url: `/staff/news/${id}/`, method: 'PATCH', body: patch }),
      invalidatesTags: (_result, _error, { id }) => [{ type: NEWS, id: 'LIST' }, { type: NEWS, id }],
    }),
    deleteStaffNews: build.mutation<void, number>({
      query: (id) => ({ url: `/staff/news/${id}/`, method: 'DELETE' }),
      invalidatesTags: [{ type: NEWS, id: 'LIST' }],
    }),
  }),
});

export const {
  useListStaffNewsQuery,
  useGetStaffNewsQuery,
  useCreateStaffNewsMutation,
  useUpdateStaffNewsMutation,
  useDeleteStaffNewsMutation,
} = contentApi;
