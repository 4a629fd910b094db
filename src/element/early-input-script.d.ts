/** `captureEarlyInput`, called, as one minified script (build/early-input-script.ts). */
declare module 'virtual:rosterkit-early-input' {
  export const EARLY_INPUT_SCRIPT: string;
}
