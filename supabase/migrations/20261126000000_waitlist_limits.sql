-- Limits on sign-ups, enforced by the database whatever client calls the REST API: the
-- public anon key is in every page, so a script can post to /rest/v1/waitlist without
-- ever seeing the form or its honeypot.
--
-- Three limits, each over a sliding window:
--   per_client  sign-ups from one client address (an office or event Wi-Fi must still work);
--   global      sign-ups in all, which still holds if addresses are spoofed or rotated;
--   per_domain  sign-ups with one email domain; common mail providers are exempt.
-- A refusal raises SQLSTATE PT429, which PostgREST answers as HTTP 429 with that code.
--
-- The owner changes a limit with one statement (docs/product.md#sign-up-limits), e.g.
--   update private.waitlist_limits set max_signups = 20 where name = 'per_client';
-- and lifts one with max_signups = null. Anon and authenticated cannot reach the private
-- schema at all; they can only read the values through public.waitlist_limits.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.waitlist_limits (
  name text primary key check (name in ('per_client', 'global', 'per_domain')),
  max_signups integer check (max_signups >= 0),
  per interval not null check (per > interval '0' and per <= interval '1 day')
);

insert into private.waitlist_limits (name, max_signups, per) values
  ('per_client', 10, interval '10 minutes'),
  ('global', 300, interval '1 minute'),
  ('per_domain', 50, interval '1 hour');

-- Mail providers many unrelated visitors share: a cap on them would refuse real people.
create table private.waitlist_common_domains (domain text primary key check (domain = lower(domain)));

insert into private.waitlist_common_domains (domain) values
  ('gmail.com'), ('googlemail.com'), ('outlook.com'), ('hotmail.com'), ('live.com'), ('msn.com'),
  ('yahoo.com'), ('ymail.com'), ('icloud.com'), ('me.com'), ('mac.com'), ('aol.com'),
  ('proton.me'), ('protonmail.com'), ('gmx.com'), ('gmx.de'), ('gmx.net'), ('web.de'),
  ('yandex.ru'), ('mail.ru'), ('qq.com'), ('163.com'), ('zoho.com'), ('fastmail.com');

-- One secret per project, drawn from the server's strong random source, so a stored hash
-- cannot be matched against the four billion IPv4 addresses by anyone without it.
create table private.waitlist_salt (
  only_row boolean primary key default true check (only_row),
  salt bytea not null default sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8'))
);
insert into private.waitlist_salt default values;

-- Sign-ups counted per limit and per subject, in fixed windows of the limit's length: this
-- window's count and the last one's. The subject is a salted hash (of the client address,
-- or of the email domain), never the value itself; the global limit has one empty subject.
-- Rows not counted in for two windows are dropped as sign-ups come in.
create table private.waitlist_signup_counts (
  limit_name text not null,
  subject bytea not null,
  window_start timestamptz not null,
  per interval not null,
  hits integer not null,
  previous_hits integer not null,
  primary key (limit_name, subject)
);
create index waitlist_signup_counts_window on private.waitlist_signup_counts (window_start);

revoke all on all tables in schema private from public, anon, authenticated;

-- Which address is the client's: Supabase's gateway appends the address it accepted the
-- connection from to X-Forwarded-For, and PostgREST passes the headers on in
-- request.headers. Everything left of that last entry came from the client, which can
-- write any value there, so only the rightmost entry is trusted.
create function private.waitlist_client_address() returns text
  language sql stable set search_path = ''
as $$
  select trim((string_to_array(forwarded, ','))[cardinality(string_to_array(forwarded, ','))])
    from (select nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for' as forwarded) as h
$$;

-- Counts a sign-up against every limit in one statement, and refuses it when one is past
-- its maximum. The window slides, estimated from two fixed ones: this window's count plus
-- the last window's, weighted by how much of it the sliding window still covers.
create function private.waitlist_enforce_limits() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  caller text := nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role';
  refused record;
begin
  -- Sign-ups through the public API only: the owner's SQL and the service key are trusted.
  if caller is distinct from 'anon' and caller is distinct from 'authenticated' then
    return new;
  end if;
  delete from private.waitlist_signup_counts c
   where c.window_start < now() - 2 * (select max(w.per) from private.waitlist_limits w);
  -- ON CONFLICT locks each count's row to the end of the transaction, so concurrent sign-ups
  -- take places one at a time. A refusal raises, which rolls back every count it added: a
  -- refused or failed insert takes no place and stores nothing.
  with request as (
    select s.salt, coalesce(private.waitlist_client_address(), '') as address, lower(split_part(new.email, '@', 2)) as domain
      from private.waitlist_salt s
  ), subjects (name, subject) as (
    select 'per_client', sha256(r.salt || convert_to('client:' || r.address, 'UTF8')) from request r
    union all
    select 'global', ''::bytea
    union all
    select 'per_domain', sha256(r.salt || convert_to('domain:' || r.domain, 'UTF8')) from request r
     where not exists (select from private.waitlist_common_domains d where d.domain = r.domain)
  ), due as (
    select w.name, s.subject, w.max_signups, w.per, date_bin(w.per, now(), timestamptz '2000-01-01 00:00:00+00') as this_window
      from private.waitlist_limits w join subjects s using (name)
     where w.max_signups is not null
  ), counted as (
    insert into private.waitlist_signup_counts as c (limit_name, subject, window_start, per, hits, previous_hits)
    select d.name, d.subject, d.this_window, d.per, 1, 0 from due d
    on conflict (limit_name, subject) do update set
      previous_hits = case
        when c.window_start = excluded.window_start then c.previous_hits
        when c.window_start = excluded.window_start - excluded.per then c.hits
        else 0
      end,
      hits = case when c.window_start = excluded.window_start then c.hits + 1 else 1 end,
      window_start = excluded.window_start,
      per = excluded.per
    returning c.limit_name, c.hits, c.previous_hits, c.window_start, c.per
  )
  select d.name, d.max_signups, d.per into refused
    from counted c join due d on d.name = c.limit_name
   where c.hits + c.previous_hits * (1 - extract(epoch from now() - c.window_start) / extract(epoch from c.per)) > d.max_signups
   order by d.name
   limit 1;
  if found then
    raise sqlstate 'PT429' using
      message = 'Too many sign-ups, please try again later',
      detail = format('The %s limit allows %s sign-ups per %s.', refused.name, refused.max_signups, refused.per),
      hint = 'Wait a few minutes before signing up again.';
  end if;
  return new;
end
$$;

revoke all on function private.waitlist_client_address() from public;
revoke all on function private.waitlist_enforce_limits() from public;

create trigger waitlist_limits
  before insert on public.waitlist
  for each row execute function private.waitlist_enforce_limits();

-- The limits' current values, readable with the public key (npm run supabase:check shows
-- them): they are no secret, and the view is the only window onto the private schema.
create view public.waitlist_limits as
  select name, max_signups, extract(epoch from per)::integer as per_seconds
    from private.waitlist_limits;

revoke all on table public.waitlist_limits from public, anon, authenticated, service_role;
grant select on table public.waitlist_limits to anon, authenticated, service_role;

comment on view public.waitlist_limits is
  'Sign-up limits (private.waitlist_limits), read-only: change them with SQL as the owner.';
