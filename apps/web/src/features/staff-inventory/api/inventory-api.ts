/**
 * The inventory back office's calls, injected into the app's one RTK Query API next to
 * staff-api.ts: schedules, fare families and seat blocks, and the file import (multipart, dry run
 * first). Reached only from the lazy inventory pages.
 */
import type {
  InventoryFare,
  InventoryFareInput,
  InventoryFareList,
  InventoryImportReport,
  InventoryListQuery,
  InventorySchedule,
  InventoryScheduleInput,
  InventoryScheduleList,
  InventorySeatBlock,
  InventorySeatBlockInput,
  InventorySeatBlockList,
  InventoryUnpriced,
} from '@sapar/contracts';
import { baseApi } from '@/shared/api/base-api';

const TAGS = {
  schedule: 'InventorySchedule',
  fare: 'InventoryFare',
  seatBlock: 'InventorySeatBlock',
  audit: 'StaffAudit',
} as const;
const ALL = [TAGS.schedule, TAGS.fare, TAGS.seatBlock, TAGS.audit];

const clean = (query: InventoryListQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

export const inventoryApi = baseApi.enhanceEndpoints({ addTagTypes: Object.values(TAGS) }).injectEndpoints({
  endpoints: (build) => ({
    listInventorySchedules: build.query<InventoryScheduleList, InventoryListQuery>({
      query: (query) => ({ url: '/staff/inventory/schedules/', params: clean(query) }),
      providesTags: [TAGS.schedule],
    }),
    saveInventorySchedule: build.mutation<InventorySchedule, { id?: number; body: InventoryScheduleInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `/staff/inventory/schedules/${id}/`, method: 'PUT', body }
          : { url: '/staff/inventory/schedules/', method: 'POST', body },
      invalidatesTags: ALL,
    }),
    deleteInventorySchedule: build.mutation<void, number>({
      query: (id) => ({ url: `/staff/inventory/schedules/${id}/`, method: 'DELETE' }),
      invalidatesTags: ALL,
    }),
    listInventoryFares: build.query<InventoryFareList, InventoryListQuery>({
      query: (query) => ({ url: '/staff/inventory/fares/', params: clean(query) }),
      providesTags: [TAGS.fare],
    }),
    saveInventoryFare: build.mutation<InventoryFare, { id?: number; body: InventoryFareInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `/staff/inventory/fares/${id}/`, method: 'PUT', body }
          : { url: '/staff/inventory/fares/', method: 'POST', body },
      invalidatesTags: ALL,
    }),
    deleteInventoryFare: build.mutation<void, number>({
      query: (id) => ({ url: `/staff/inventory/fares/${id}/`, method: 'DELETE' }),
      invalidatesTags: ALL,
    }),
    listInventorySeatBlocks: build.query<InventorySeatBlockList, InventoryListQuery>({
      query: (query) => ({ url: '/staff/inventory/seat-blocks/', params: clean(query) }),
      providesTags: [TAGS.seatBlock],
    }),
    saveInventorySeatBlock: build.mutation<InventorySeatBlock, InventorySeatBlockInput>({
      query: (body) => ({ url: '/staff/inventory/seat-blocks/', method: 'POST', body }),
      invalidatesTags: ALL,
    }),
    deleteInventorySeatBlock: build.mutation<void, number>({
      query: (id) => ({ url: `/staff/inventory/seat-blocks/${id}/`, method: 'DELETE' }),
      invalidatesTags: ALL,
    }),
    /** The routes with schedules and no fare yet (off sale): any schedule or fare change may change them. */
    listInventoryUnpriced: build.query<InventoryUnpriced, void>({
      query: () => ({ url: '/staff/inventory/unpriced/' }),
      providesTags: [TAGS.schedule, TAGS.fare],
    }),
    /** Uploads a file: a dry run answers what would change; without it the file is applied whole or not at all. */
    importInventoryFile: build.mutation<InventoryImportReport, { file: File; dryRun: boolean }>({
      query: ({ file, dryRun }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: '/staff/inventory/import/', method: 'POST', body, params: dryRun ? { dry_run: '1' } : {} };
      },
      invalidatesTags: (_result, _error, { dryRun }) => (dryRun ? [] : ALL),
    }),
  }),
});

export const {
  useListInventorySchedulesQuery,
  useSaveInventoryScheduleMutation,
  useDeleteInventoryScheduleMutation,
  useListInventoryFaresQuery,
  useSaveInventoryFareMutation,
  useDeleteInventoryFareMutation,
  useListInventorySeatBlocksQuery,
  useSaveInventorySeatBlockMutation,
  useDeleteInventorySeatBlockMutation,
  useImportInventoryFileMutation,
  useListInventoryUnpricedQuery,
} = inventoryApi;
