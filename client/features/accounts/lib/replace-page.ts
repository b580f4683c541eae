/** A full-page navigation that replaces this history entry (the server renders the next page with the new session). */
export function replacePage(url: string): void {
  window.location.replace(url);
}
