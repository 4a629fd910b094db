/**
 * types/ssr.d.ts is written by hand and shipped as dist/ssr/index.d.ts. `npm run typecheck`
 * compiles this file, which fails when those declarations and widgets/server.tsx's exports
 * differ: an export added, removed or changed on either side.
 */
import type * as Declared from '../../types/ssr';
import type * as Source from '../../widgets/server';

/** True only when A and B are the same type, not merely assignable one to the other. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type SsrDeclarationsMatchTheSource = [
  Expect<Same<typeof Declared, typeof Source>>,
  Expect<Same<Declared.WidgetAttributes, Source.WidgetAttributes>>,
  Expect<Same<Declared.RenderOptions, Source.RenderOptions>>,
];
