import { createContext, useContext } from 'react';

/**
 * The id of the tab bar on the page of a route, which the route view draws beside the screen
 * (route-view.tsx); the target of the page shell's skip link "Zur Navigation". None outside a
 * route's page, or where the page has no tab bar.
 */
export const NavigationTarget = createContext<string | null>(null);

export function useNavigationTarget(): string | null {
  return useContext(NavigationTarget);
}
