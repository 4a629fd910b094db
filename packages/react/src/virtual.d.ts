declare module 'virtual:rosterkit-first-render' {
  /** build/first-render.ts */
  export const waitlistFirstRender: import('./first-render').FirstRender;
}
