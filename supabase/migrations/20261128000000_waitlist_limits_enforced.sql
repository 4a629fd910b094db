-- Whether the sign-up limits are enforced at all, beside their values. A project whose trigger
-- was dropped or disabled (as RATE_LIMITS=off does on the local backend) still has the limits'
-- table and this view, and `npm run supabase:check` must not call its limits installed.
-- The view's owner reads the catalog; the public key still reads only this view.
create or replace view public.waitlist_limits as
  select w.name, w.max_signups, extract(epoch from w.per)::integer as per_seconds,
         exists (
           select from pg_catalog.pg_trigger t
            where t.tgrelid = 'public.waitlist'::regclass and t.tgname = 'waitlist_limits' and t.tgenabled <> 'D'
         ) as enforced
    from private.waitlist_limits w;

comment on column public.waitlist_limits.enforced is
  'False when the trigger waitlist_limits on public.waitlist is disabled or dropped: then no limit holds.';
