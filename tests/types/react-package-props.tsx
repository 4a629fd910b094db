/*
 * @rosterkit/react's props under exactOptionalPropertyTypes, which this repo's tsconfig sets, as
 * many apps do: a value that may be undefined, such as process.env.NEXT_PUBLIC_SUPABASE_URL in the
 * Next.js snippet of docs/embedding.md, is taken. `npm run typecheck` checks this file; nothing runs it.
 */
import { RosterkitContact, RosterkitWaitlist } from '@rosterkit/react';

declare const env: { NEXT_PUBLIC_SUPABASE_URL?: string; NEXT_PUBLIC_SUPABASE_ANON_KEY?: string };
declare const fromProps: { className?: string; label?: string; open?: boolean; onSent?: () => void };

export const waitlist = (
  <RosterkitWaitlist brand="Acme" supabaseUrl={env.NEXT_PUBLIC_SUPABASE_URL} supabaseKey={env.NEXT_PUBLIC_SUPABASE_ANON_KEY} className={fromProps.className} />
);
export const contact = <RosterkitContact triggerLabel={fromProps.label} open={fromProps.open} onSuccess={fromProps.onSent} />;
