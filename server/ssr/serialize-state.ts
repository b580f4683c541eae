/** Escaping for the HTML document: JSON state via shared/utils/serialize, text via escapeHtml. */
export { serializeState } from '@shared/utils/serialize';

/** Escapes text for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
