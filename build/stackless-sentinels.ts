/**
 * Why: react-dom makes five Errors while its module is evaluated: sentinels it throws and
 * catches by identity (Suspense, hydration), never shown with a stack. Under an inspector's
 * Runtime domain (Lighthouse, Playwright), V8 takes a detailed stack trace of every Error
 * made, and parses React's chunk again for its source positions, so the landing's script
 * took far longer in Lighthouse's trace (performance.md, Lighthouse). This makes the five
 * without a stack.
 * Risk on upgrade: it finds them by their names in React's production build; if it finds
 * none, the build fails, so a React that renamed them is noticed rather than slower.
 */
import type { Plugin } from 'vite';

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
/** `SuspenseException = Error(formatProdErrorMessage(460))`, at the module's top level. */
const SENTINEL = /\b(\w+Exception) = Error\((formatProdErrorMessage\(\d+\))\)/g;

/** An Error's prototype and message, made without calling Error, so no stack is taken. */
const stackless = (message: string) => `Object.create(Error.prototype, { message: { value: ${message}, writable: !0, configurable: !0 } })`;

/** Rewrites react-dom's module-level sentinel Errors as stackless ones; returns their names. */
export function stacklessSentinels(code: string): { code: string; names: string[] } {
  const names: string[] = [];
  const rewritten = code.replace(SENTINEL, (_match, name: string, message: string) => {
    names.push(name);
    return `${name} = ${stackless(message)}`;
  });
  return { code: rewritten, names };
}

/** Applies stacklessSentinels to react-dom's client build; fails the build if none is found. */
export function stacklessReactSentinels(): Plugin {
  return {
    name: 'rosterkit-stackless-react-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const result = stacklessSentinels(code);
      if (result.names.length === 0) this.error(`No sentinel Error found in ${id}: React renamed them, update build/stackless-sentinels.ts.`);
      return { code: result.code, map: null };
    },
  };
}
