import { StrictMode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { loadPaymentState, persistPaymentState } from '@/features/payment/model/payment-storage';
import { baseApi } from '@/shared/api/base-api';
import { AppTree } from './app-tree';
import { AppRoutes } from './routes/routes';
import { createAppStore, type AppStore, type RootState, type SsrState } from './store';

/** The API cache's empty state holding the server's answers. */
function withQueries(queries: Record<string, unknown>): RootState['api'] {
  const initial = baseApi.reducer(undefined, { type: 'sapar/init' });
  return { ...initial, queries: queries as RootState['api']['queries'] };
}

/**
 * The browser's store: the payment in progress comes back from sessionStorage, and is kept there; a page the server
 * drew brings the API answers it was drawn with.
 */
export function createBrowserStore(queries?: Record<string, unknown>, state?: Partial<SsrState>): AppStore {
  const payment = loadPaymentState();
  const store = createAppStore({
    ...(payment ? { payment } : {}),
    ...(queries ? { [baseApi.reducerPath]: withQueries(queries) } : {}),
    ...(state?.searchForm ? { searchForm: state.searchForm } : {}),
  });
  persistPaymentState(store);
  return store;
}

export function App({ store: given }: { store?: AppStore }) {
  const [store] = useState(() => given ?? createBrowserStore());
  return (
    <StrictMode>
      <AppTree store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppTree>
    </StrictMode>
  );
}
