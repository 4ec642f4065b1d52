import { PageShell } from '../../shell/page-shell.tsx';

/**
 * The frame of an area whose screens are built in a later step: the page shell with the area's
 * title, so that navigation, guards and the tab bar work on every route already.
 */
export function AreaScreen(props: { title: string }) {
  return <PageShell title={props.title}>{null}</PageShell>;
}
