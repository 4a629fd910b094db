declare module 'virtual:rosterkit-first-render' {
  /** build/first-render.ts */
  export const waitlistFirstRender: import('./first-render').FirstRender;
}

declare module 'virtual:rosterkit-early-input' {
  /** build/early-input-script.ts */
  export const EARLY_INPUT_SCRIPT: string;
}
