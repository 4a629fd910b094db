-- The address the per-client sign-up limit counts, as the database sees it for the request that
-- asks: so that `npm run supabase:check` can tell, on a live project, whether a value a client
-- writes into X-Forwarded-For changes it (then a script passes the limit at will), and show the
-- owner which address it is (one that is not the caller's, a proxy's, would be every client's).
-- A caller sees only its own request's address; nothing is stored.
--
-- The expression is the first step of private.waitlist_enforce_limits() (20261128000100): the
-- last entry of X-Forwarded-For, the one Supabase's gateway adds. The trigger keeps its own copy:
-- a function call shared by the two would cost every sign-up a query of its own.
create view public.waitlist_client_address as
  select coalesce(trim(substring(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for' from '[^,]*$')), '') as address;

comment on view public.waitlist_client_address is
  'The address the per-client sign-up limit counts for this request (before an IPv6 client''s /64): the last X-Forwarded-For entry.';

revoke all on table public.waitlist_client_address from public, anon, authenticated, service_role;
grant select on table public.waitlist_client_address to anon, authenticated, service_role;
