/** The online board; polled every minute while it is on screen. */
import type { BoardAirport, BoardDirection, BoardResponse } from '@sapar/contracts';
import { baseApi } from '@/shared/api/base-api';
import type { Language } from '@/shared/i18n/language';

export interface BoardArgs {
  airport: BoardAirport;
  direction: BoardDirection;
  date: string;
  language: Language;
}

export const boardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBoard: build.query<BoardResponse, BoardArgs>({
      query: ({ airport, direction, date }) => ({ url: '/board/', params: { airport, direction, date } }),
    }),
  }),
});

export const { useGetBoardQuery } = boardApi;
