-- The limits count as enforced only while their trigger fires on a sign-up. A trigger switched to
-- ENABLE REPLICA TRIGGER (tgenabled 'R') fires only in replication sessions, never on an insert
-- through the API, yet 20261128000000_waitlist_limits_enforced.sql called it enforced, and so did
-- `npm run supabase:check`. 'O' fires in ordinary sessions, 'A' in every session.
create or replace view public.waitlist_limits as
  select w.name, w.max_signups, extract(epoch from w.per)::integer as per_seconds,
         exists (
           select from pg_catalog.pg_trigger t
            where t.tgrelid = 'public.waitlist'::regclass and t.tgname = 'waitlist_limits' and t.tgenabled in ('O', 'A')
         ) as enforced
    from private.waitlist_limits w;

comment on column public.waitlist_limits.enforced is
  'False when the trigger waitlist_limits on public.waitlist is disabled, set to fire on replicas only, or dropped: then no limit holds.';
