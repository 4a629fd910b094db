/**
 * Text for an HTML attribute or element, or XML text, as numeric references: what a server
 * writes into a page (widgets/server.tsx, the demo host's head in build/) never becomes markup.
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
