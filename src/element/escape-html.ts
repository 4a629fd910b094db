/**
 * Text for an HTML attribute or element, or XML text, as numeric references: what a server
 * writes into a page (widgets/server.tsx, the demo host's head in build/) never becomes markup.
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * CSS as the text of a <style> element: nothing in it can close the element early (a `</style`
 * in a string or a comment), whether a server writes it as HTML or React renders it.
 */
export const styleElementText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');
