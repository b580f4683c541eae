/** A full-page navigation: the gateway's hosted card page, or payment/{hash} rendered by the server. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
