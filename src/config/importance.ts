/** The importance options (docs/product.md#waitlist-form): only step 2 of the waitlist form shows them, so they travel in its chunk. */
export const IMPORTANCE_OPTIONS = [
  { value: 'very-important', label: 'Very important - I need this now' },
  { value: 'important', label: 'Important - Looking forward to using it' },
  { value: 'somewhat', label: 'Somewhat important - Curious to try' },
  { value: 'not-important', label: 'Not important - Just browsing' },
] as const;
