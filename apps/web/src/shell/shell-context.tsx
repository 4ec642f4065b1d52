import { createContext, useContext, type ReactNode } from 'react';

export type ShellStatus = {
  loggedIn: boolean;
  /** Postbox messages with Status UNREAD, for the tab-bar badge. */
  unreadCount: number;
  /** Development mode: the testing-settings dialog behind the hammer button. */
  devMode: boolean;
};

const ShellStatusContext = createContext<ShellStatus>({
  loggedIn: false,
  unreadCount: 0,
  devMode: false,
});

/** app.tsx composes what the shell shows from the session and the postbox. */
export function ShellStatusProvider(props: { value: ShellStatus; children: ReactNode }) {
  return <ShellStatusContext value={props.value}>{props.children}</ShellStatusContext>;
}

export function useShellStatus(): ShellStatus {
  return useContext(ShellStatusContext);
}
