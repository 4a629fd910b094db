import { createHash } from 'node:crypto';

/** What a Content-Security-Policy names to allow one inline style or script: `'sha256-…'`. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
