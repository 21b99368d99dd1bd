/**
 * The back office's content calls: image uploads and the news editor, injected into the app's one RTK
 * Query API. Reached only from the lazy staff chunks.
 */
import type {
  StaffFaq,
  StaffFaqCategoryInput,
  StaffFaqCategoryPatch,
  StaffFaqQuestionInput,
  StaffFaqQuestionPatch,
  StaffMedia,
  StaffNews,
  StaffNewsCreate,
  StaffNewsList,
  StaffNewsPatch,
  StaffPage,
  StaffPagePublish,
  StaffTour,
  StaffTourInput,
  StaffTourPatch,
} from '@sapar/contracts';
import { API_TAGS, baseApi } from '@/shared/api/base-api';
import { apiClient } from '@/shared/api/client';

const NEWS = 'StaffNews';
const FAQ = 'StaffFaq';
const PAGE = 'StaffPage';
const TOUR = 'StaffTour';

/** Uploads one image (multipart, field `file`); the server checks it is an image and answers its WebP copies. */
export function uploadStaffMedia(file: File): Promise<StaffMedia> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.request<StaffMedia>({ url: '/staff/media/', method: 'POST', body: form });
}

export const contentApi = baseApi.enhanceEndpoints({ addTagTypes: [NEWS, FAQ, PAGE, TOUR] }).injectEndpoints({
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
      invalidatesTags: [{ type: NEWS, id: 'LIST' }, API_TAGS.publicNews],
    }),
    updateStaffNews: build.mutation<StaffNews, { id: number; patch: StaffNewsPatch }>({
      query: ({ id, patch }) => ({ url: `/staff/news/${id}/`, method: 'PATCH', body: patch }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: NEWS, id: 'LIST' },
        { type: NEWS, id },
        API_TAGS.publicNews,
      ],
    }),
    deleteStaffNews: build.mutation<void, number>({
      query: (id) => ({ url: `/staff/news/${id}/`, method: 'DELETE' }),
      invalidatesTags: [{ type: NEWS, id: 'LIST' }, API_TAGS.publicNews],
    }),
    listStaffTours: build.query<{ results: StaffTour[] }, void>({
      query: () => ({ url: '/staff/tours/' }),
      providesTags: [{ type: TOUR, id: 'LIST' }],
    }),
    getStaffTour: build.query<StaffTour, number>({
      query: (id) => ({ url: `/staff/tours/${id}/` }),
      providesTags: (_result, _error, id) => [{ type: TOUR, id }],
    }),
    createStaffTour: build.mutation<StaffTour, StaffTourInput>({
      query: (body) => ({ url: '/staff/tours/', method: 'POST', body }),
      invalidatesTags: [{ type: TOUR, id: 'LIST' }, API_TAGS.publicTours],
    }),
    updateStaffTour: build.mutation<StaffTour, { id: number; patch: StaffTourPatch }>({
      query: ({ id, patch }) => ({ url: `/staff/tours/${id}/`, method: 'PATCH', body: patch }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: TOUR, id: 'LIST' },
        { type: TOUR, id },
        API_TAGS.publicTours,
      ],
    }),
    deleteStaffTour: build.mutation<void, number>({
      query: (id) => ({ url: `/staff/tours/${id}/`, method: 'DELETE' }),
      invalidatesTags: [{ type: TOUR, id: 'LIST' }, API_TAGS.publicTours],
    }),
    getStaffPage: build.query<StaffPage, string>({
      query: (slug) => ({ url: `/staff/pages/${slug}/` }),
      providesTags: (_result, _error, slug) => [{ type: PAGE, id: slug }],
    }),
    publishStaffPage: build.mutation<StaffPage, { slug: string; body: StaffPagePublish }>({
      query: ({ slug, body }) => ({ url: `/staff/pages/${slug}/`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { slug }) => [{ type: PAGE, id: slug }, API_TAGS.publicPages],
    }),
    getStaffFaq: build.query<StaffFaq, void>({ query: () => ({ url: '/staff/faq/' }), providesTags: [FAQ] }),
    // Every FAQ change answers the whole FAQ: the cache takes it as it is.
    changeStaffFaq: build.mutation<
      StaffFaq,
      | { kind: 'addCategory'; body: StaffFaqCategoryInput }
      | { kind: 'patchCategory'; id: number; body: StaffFaqCategoryPatch }
      | { kind: 'deleteCategory' | 'deleteQuestion'; id: number }
      | { kind: 'moveCategory' | 'moveQuestion'; id: number; direction: 'up' | 'down' }
      | { kind: 'addQuestion'; body: StaffFaqQuestionInput }
      | { kind: 'patchQuestion'; id: number; body: StaffFaqQuestionPatch }
    >({
      query: (change) => {
        switch (change.kind) {
          case 'addCategory':
            return { url: '/staff/faq/categories/', method: 'POST', body: change.body };
          case 'patchCategory':
            return { url: `/staff/faq/categories/${change.id}/`, method: 'PATCH', body: change.body };
          case 'deleteCategory':
            return { url: `/staff/faq/categories/${change.id}/`, method: 'DELETE' };
          case 'moveCategory':
            return {
              url: `/staff/faq/categories/${change.id}/move/`,
              method: 'POST',
              body: { direction: change.direction },
            };
          case 'addQuestion':
            return { url: '/staff/faq/questions/', method: 'POST', body: change.body };
          case 'patchQuestion':
            return { url: `/staff/faq/questions/${change.id}/`, method: 'PATCH', body: change.body };
          case 'deleteQuestion':
            return { url: `/staff/faq/questions/${change.id}/`, method: 'DELETE' };
          case 'moveQuestion':
            return {
              url: `/staff/faq/questions/${change.id}/move/`,
              method: 'POST',
              body: { direction: change.direction },
            };
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [API_TAGS.publicFaq]),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(contentApi.util.upsertQueryData('getStaffFaq', undefined, data));
      },
    }),
  }),
});

export const {
  useGetStaffPageQuery,
  usePublishStaffPageMutation,
  useGetStaffFaqQuery,
  useChangeStaffFaqMutation,
  useListStaffNewsQuery,
  useGetStaffNewsQuery,
  useCreateStaffNewsMutation,
  useUpdateStaffNewsMutation,
  useDeleteStaffNewsMutation,
  useListStaffToursQuery,
  useGetStaffTourQuery,
  useCreateStaffTourMutation,
  useUpdateStaffTourMutation,
  useDeleteStaffTourMutation,
} = contentApi;
