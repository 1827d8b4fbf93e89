/**
 * Opens connections to the API while the app's code is still downloading, so its first calls
 * and the photos it names skip the connection set-up (a round trip or more on a phone network).
 * Two: the browser keeps API calls (fetches without credentials) and image loads on separate
 * connections.
 */
export function preconnectApi(apiUrl: string): void {
  const origin = new URL(apiUrl).origin;
  if (origin === window.location.origin) return;
  for (const crossOrigin of ['anonymous', null]) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    if (crossOrigin) link.crossOrigin = crossOrigin;
    document.head.append(link);
  }
}
