/** Renders one staff page the way the staff shell does: signed in (the shell's outlet gives the page the staff member). */
import type { StaffMe } from '@sapar/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createAppStore } from '@/app/store';
import { tokenCookies } from '@/shared/api/token-cookies';
import { GlobalUiProvider } from '@/shared/ui/global-ui-provider';

export const STAFF_ADMIN: StaffMe = {
  id: 'st-0',
  email: 'admin@sapar.kg',
  is_staff: true,
  roles: ['admin'],
  mfa_enabled: true,
};

export function renderStaffPage(page: ReactElement, { me = STAFF_ADMIN, path = '/staff' } = {}) {
  tokenCookies.save({ access: 'acc-staff', refresh: 'ref-staff' });
  const store = createAppStore();
  const router = createMemoryRouter([{ element: <Outlet context={me} />, children: [{ path: '*', element: page }] }], {
    initialEntries: [path],
  });
  return {
    store,
    router,
    ...render(
      <Provider store={store}>
        <GlobalUiProvider>
          <RouterProvider router={router} />
        </GlobalUiProvider>
      </Provider>,
    ),
  };
}
