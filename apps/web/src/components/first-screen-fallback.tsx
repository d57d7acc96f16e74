import { FullScreenLogo } from './full-screen-logo.tsx';

/**
 * The landing pages' first screen, pre-rendered by the server into `#root` (server:
 * platform/http/web-first-screen.ts): a static copy of the top of the page with its largest picture,
 * which the browser paints before any JavaScript runs
 * (docs/adr/0044-the-landing-pages-first-screen-is-in-the-html.md). main.tsx keeps its markup
 * before React replaces it.
 */
let kept: string | null = null;

/** Keeps the pre-rendered first screen of `container`, if it has one. */
export function keepFirstScreen(container: Element): void {
  kept = container.querySelector('[data-first-screen]') ? container.innerHTML : null;
}

/**
 * The router's fallback until the first page's code has loaded: the kept first screen when the
 * page came with one, so the page does not blink to the logo and back; otherwise the full-screen
 * logo every page opens with. It shows only before the router's first page.
 */
export function FirstScreenFallback() {
  return kept === null ? <FullScreenLogo /> : <div dangerouslySetInnerHTML={{ __html: kept }} />;
}
