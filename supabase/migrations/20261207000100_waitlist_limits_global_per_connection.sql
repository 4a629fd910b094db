-- The global count was one row, and a sign-up that counted itself there held that row's lock
-- until it committed: on a project whose API inserts over several database connections, every
-- sign-up waited for the one before it to be written, its commit included. Each connection now
-- keeps a global count of its own (its subject is the connection's process number, which names
-- no client), and the limit is checked against them all: the sign-up's own count, as before,
-- plus what the other connections have committed. So sign-ups in flight on other connections at
-- that moment are not seen, and a burst may store at most one more per connection than the
-- limit; the local backend has one connection, and counts exactly as before. The per-client and
-- per-domain counts, whose rows are one client's or one domain's, still lock. Only the trigger
-- function changes; everything else is as 20261206000000_waitlist_limits_without_email.sql left it.

create or replace function private.waitlist_enforce_limits() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  caller text := nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role';
  -- Which address is the client's: Supabase's gateway appends the address it accepted the
  -- connection from to X-Forwarded-For, and PostgREST passes the headers on in
  -- request.headers. Everything left of that last entry came from the client, which can
  -- write any value there, so only the rightmost entry is trusted.
  forwarded text := nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for';
  address text := coalesce(trim(substring(forwarded from '[^,]*$')), '');
  client inet;
  email_domain text := lower(split_part(new.email, '@', 2));
  l record;
  counted_subject bytea;
  this_window timestamptz;
  covered double precision;
  window_hits integer;
  estimate double precision;
  window_turned boolean := false;
begin
  -- Sign-ups through the public API only: the owner's SQL and the service key are trusted.
  -- A row without an email is refused by its own not-null constraint, once this trigger is done.
  if (caller is distinct from 'anon' and caller is distinct from 'authenticated') or new.email is null then
    return new;
  end if;
  -- An IPv6 client is given a whole /64 and may take any address in it: it is counted by that
  -- network, as it would be by its IPv4 address. The block's subtransaction is paid for IPv6 only.
  if address like '%:%' then
    begin
      client := address::inet;
      -- An IPv4 client's address written as IPv6 (::ffff:a.b.c.d) stays its own.
      if not client << inet '::ffff:0:0/96' then
        address := host(network(set_masklen(client, 64))) || '/64';
      end if;
    exception when invalid_text_representation then
      null; -- not an address (the gateway's value always is one): hashed as it is
    end;
  end if;
  -- The global count is kept even when its limit is lifted: its new window is the moment
  -- to drop stale counts.
  for l in
    select w.name, w.max_signups, w.per, s.salt
      from private.waitlist_limits w cross join private.waitlist_salt s
     where w.max_signups is not null or w.name = 'global'
     order by w.name
  loop
    -- The subject is a salted hash (of the client address, or of the email domain), never
    -- the value itself; the global limit's is the connection's.
    if l.name = 'global' then
      counted_subject := int4send(pg_backend_pid());
    elsif l.name = 'per_client' then
      counted_subject := sha256(l.salt || convert_to('client:' || address, 'UTF8'));
    elsif exists (select from private.waitlist_common_domains d where d.domain = email_domain) then
      continue;
    else
      counted_subject := sha256(l.salt || convert_to('domain:' || email_domain, 'UTF8'));
    end if;
    -- ON CONFLICT locks the count's row to the end of the transaction, so concurrent
    -- sign-ups from one client, or with one domain, take places one at a time. A refusal raises,
    -- which rolls back every count this sign-up added: a refused or failed insert takes no place
    -- and stores nothing. The window slides, estimated from two fixed ones: this window's count
    -- plus the last window's, weighted by how much of it the sliding window still covers.
    this_window := date_bin(l.per, now(), timestamptz '2000-01-01 00:00:00+00');
    covered := 1 - extract(epoch from now() - this_window) / extract(epoch from l.per);
    insert into private.waitlist_signup_counts as c (limit_name, subject, window_start, per, hits, previous_hits)
    values (l.name, counted_subject, this_window, l.per, 1, 0)
    on conflict (limit_name, subject) do update set
      previous_hits = case
        when c.window_start = excluded.window_start then c.previous_hits
        when c.window_start = excluded.window_start - excluded.per then c.hits
        else 0
      end,
      hits = case when c.window_start = excluded.window_start then c.hits + 1 else 1 end,
      window_start = excluded.window_start,
      per = excluded.per
    returning c.hits, c.hits + c.previous_hits * covered
      into window_hits, estimate;
    -- The global limit adds the other connections' counts, as they were committed.
    if l.name = 'global' and l.max_signups is not null then
      estimate := estimate + coalesce((
        select sum(case o.window_start
                     when this_window then o.hits + o.previous_hits * covered
                     when this_window - l.per then o.hits * covered
                     else 0
                   end)
          from private.waitlist_signup_counts o
         where o.limit_name = 'global' and o.subject <> counted_subject), 0);
    end if;
    window_turned := window_turned or (l.name = 'global' and window_hits = 1);
    if estimate > l.max_signups then
      raise sqlstate 'PT429' using
        message = 'Too many sign-ups, please try again later',
        detail = format('The %s limit allows %s sign-ups per %s.', l.name, l.max_signups, l.per),
        hint = 'Wait a few minutes before signing up again.';
    end if;
  end loop;
  -- After the checks: a refused sign-up rolls back its global count too, so a flood of them
  -- would each find the window new and scan the table again. Each connection cleans up as its
  -- own window turns, holding its counts' locks: a stale count another sign-up holds is left to
  -- a later turn, as two that waited for each other's would deadlock.
  if window_turned then
    delete from private.waitlist_signup_counts c
     where c.ctid = any (array(
       select s.ctid from private.waitlist_signup_counts s
        where s.window_start < now() - 2 * s.per
          for update skip locked));
  end if;
  return new;
end
$$;
