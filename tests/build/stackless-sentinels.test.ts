// @vitest-environment node
// The rewrite of react-dom's sentinel Errors, on the installed React and on its own.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stacklessReactSentinels, stacklessSentinels } from '../../build/stackless-sentinels.ts';

const reactDomClient = fileURLToPath(new URL('../../node_modules/react-dom/cjs/react-dom-client.production.js', import.meta.url));

type Transform = (this: unknown, code: string, id: string) => { code: string } | null;
const transform = stacklessReactSentinels().transform as Transform;
const context = {
  error: (message: string) => {
    throw new Error(message);
  },
};

describe('stacklessSentinels', () => {
  it("rewrites the five Errors react-dom makes while its module is evaluated, and no other", async () => {
    const code = await readFile(reactDomClient, 'utf8');
    const { code: rewritten, names } = stacklessSentinels(code);
    expect(names.sort()).toEqual(['HydrationMismatchException', 'SelectiveHydrationException', 'SuspenseActionException', 'SuspenseException', 'SuspenseyCommitException']);
    expect(rewritten).not.toMatch(/Exception = Error\(/);
    // Every other Error react-dom makes, at the time of a real failure, keeps its stack.
    const errorsMade = (source: string) => source.match(/\bError\(/g)?.length ?? 0;
    expect(errorsMade(code) - errorsMade(rewritten)).toBe(5);
  });

  it('makes an Error with its message and no stack', () => {
    const { code } = stacklessSentinels('var formatProdErrorMessage = (code) => "Minified React error #" + code;\nvar SuspenseException = Error(formatProdErrorMessage(460));\nreturn SuspenseException;');
    const sentinel = new Function(code)() as Error;
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Minified React error #460');
    expect(String(sentinel)).toBe('Error: Minified React error #460');
    expect(Object.hasOwn(sentinel, 'stack')).toBe(false);
    expect(Object.keys(sentinel)).toEqual([]);
  });
});

describe('stacklessReactSentinels', () => {
  it("leaves every module but react-dom's client build alone", () => {
    expect(transform.call(context, 'var SuspenseException = Error(formatProdErrorMessage(460));', '/app/node_modules/react/cjs/react.production.js')).toBeNull();
  });

  it("fails the build when react-dom's client build has no sentinel it knows", () => {
    expect(() => transform.call(context, 'var Renamed = Error(formatProdErrorMessage(460));', reactDomClient)).toThrow(/React renamed them/);
  });
});
