/** A plain link with useInAppClick moves within the app on a plain click and leaves modified clicks to the browser. */
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useInAppClick } from './use-in-app-click';

function Page() {
  const onClick = useInAppClick();
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <a href="/search?date=2030-12-20" onClick={onClick}>
        day
      </a>
    </>
  );
}

function setup() {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: ['/flights/bishkek-moscow'],
  });
  render(<RouterProvider router={router} />);
  return screen.getByRole('link', { name: 'day' });
}

describe('useInAppClick', () => {
  it('navigates within the app on a plain left click', () => {
    const link = setup();
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/search?date=2030-12-20');
  });

  it('leaves a click with a modifier or another button to the browser', () => {
    const link = setup();
    // What the app left to the browser is noted, then stopped here: jsdom cannot open a new tab.
    const leftToBrowser: boolean[] = [];
    const note = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', note);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      fireEvent.click(link, { button: 0, ...init });
    }
    window.removeEventListener('click', note);
    expect(leftToBrowser).toEqual([true, true, true, true, true]);
    expect(screen.getByTestId('where').textContent).toBe('/flights/bishkek-moscow');
  });
});
