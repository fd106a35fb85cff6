// @vitest-environment jsdom
// A move the app makes on its own is dropped once the person has navigated away, even before their navigation is drawn
// (navigate-here.tsx); made while they are still there, it goes. tests/e2e/navigate-here.spec.ts shows the same in the
// browser, with the page being left re-rendered by a live change while the next page's code loads.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, UNSAFE_NavigationContext, useLocation, type Navigator } from 'react-router';
import { Redirect, useNavigateFromHere } from './navigate-here';

afterEach(cleanup);

let follow: ReturnType<typeof useNavigateFromHere> = () => {};
let navigator: Navigator | null = null;

function Probe() {
  follow = useNavigateFromHere();
  navigator = useContext(UNSAFE_NavigationContext).navigator;
  return <p data-testid="at">{useLocation().pathname}</p>;
}

const app = (at: string, element = <Probe />) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );

describe('useNavigateFromHere', () => {
  it('moves while the person is still on the page it was drawn at', () => {
    app('/application/offered/w/GW-1/a');
    act(() => follow('/application/onboarding/w/GW-1/a', { replace: true }));
    expect(screen.getByTestId('at').textContent).toBe('/application/onboarding/w/GW-1/a');
  });

  it('does nothing once the person navigated away, though the page they chose is not drawn yet', () => {
    app('/application/offered/w/GW-1/a');
    act(() => {
      // Her click: pushed to the history; nothing has rendered since.
      navigator!.push('/application');
      // The page being left, still drawn, corrects its address.
      follow('/application/onboarding/w/GW-1/a', { replace: true });
    });
    expect(screen.getByTestId('at').textContent).toBe('/application');
  });
});

describe('Redirect', () => {
  it('corrects the address of the page it is drawn on', () => {
    app(
      '/application/offered/w/GW-1/a',
      <Routes>
        <Route path="/application/offered/*" element={<Redirect to="/application/onboarding/w/GW-1/a" />} />
        <Route path="*" element={<Probe />} />
      </Routes>,
    );
    expect(screen.getByTestId('at').textContent).toBe('/application/onboarding/w/GW-1/a');
  });
});
