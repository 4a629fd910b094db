-- Waitlist entries (SPEC §3), inserted straight from the browser with the public anon key.
-- Everything the anon role may do is spelled out below; anything not granted is refused,
-- because a table reachable with a key that ships in every page must default to "no".

create table public.waitlist (
  -- uuid rather than an identity: ids handed back to browsers reveal neither the row
  -- count nor the signup rate, and anon needs no grant on a sequence.
  id uuid primary key default gen_random_uuid(),
  -- Set by the database only (anon has no insert grant on it); the select policy below
  -- relies on it being the inserting transaction's now().
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  company_name text not null,
  phone_number text,
  -- Step 2 of the form is optional: "not answered" is null, never an empty string.
  importance text,
  contact_consent boolean not null default false,
  creator_count text not null,
  feature_choices text[] not null default '{}',
  proposed_feature text,

  -- Step 1 requires these (SPEC §5); a blank string would pass a bare not null.
  constraint waitlist_name_check
    check (name ~ '[^[:space:]]' and char_length(name) <= 200),
  -- Mirrors what a browser's email input accepts (local@domain, no spaces), so the
  -- form and the database agree; 320 is the longest address SMTP allows.
  constraint waitlist_email_check
    check (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint waitlist_company_name_check
    check (company_name ~ '[^[:space:]]' and char_length(company_name) <= 200),
  constraint waitlist_phone_number_check
    check (char_length(phone_number) <= 50),
  -- The option values of SPEC §5; the labels shown to visitors live in the widget.
  constraint waitlist_importance_check
    check (importance in ('very-important', 'important', 'somewhat', 'not-important')),
  constraint waitlist_creator_count_check
    check (creator_count in ('0', '1-5', '6-20', '21-50', '51-100', '101-200', '200+')),
  -- A subset of the six feature names of SPEC §5; `<@` alone would accept a null element.
  constraint waitlist_feature_choices_check
    check (
      feature_choices <@ array[
        'Synced Social Media Analytics', 'Agency Roster', 'Payments',
        'Leads Email Collector', 'White Label Solution', 'Advertising Packages'
      ]::text[]
      and array_position(feature_choices, null) is null
      and cardinality(feature_choices) <= 6
    ),
  constraint waitlist_proposed_feature_check
    check (char_length(proposed_feature) <= 2000)
);

comment on table public.waitlist is
  'Pre-launch waitlist. Anon may insert and read back the id of its own new row only.';

-- A duplicate email is rejected whatever its letter case (SPEC §3: unique; the widget
-- turns 23505 into "This email is already on the waitlist.").
create unique index waitlist_email_lower_key on public.waitlist (lower(email));

-- Without RLS the grants below would let anon see every row it can name a column of.
alter table public.waitlist enable row level security;

-- Start from nothing: new public tables may or may not receive default grants
-- depending on the project's age, so do not depend on either.
revoke all on table public.waitlist from public, anon, authenticated, service_role;

-- Anon may set the form's fields only: not id, not created_at.
grant insert (
  name, email, company_name, phone_number, importance, contact_consent,
  creator_count, feature_choices, proposed_feature
) on table public.waitlist to anon;

-- `.insert(row).select('id')` turns into INSERT ... RETURNING id, which needs SELECT on
-- id. No other column: anon can never read an email, a name or a phone number.
grant select (id) on table public.waitlist to anon;

-- Server-side tools (export, admin) use the service key; service_role bypasses RLS.
grant all on table public.waitlist to service_role;

-- No update or delete grant and no such policy for anon or authenticated: a submitted
-- entry can only be changed or removed with the service key.

-- Consent to be contacted is never asked for in the form (SPEC §3: initially false,
-- never shown), so a browser must not be able to claim it.
create policy waitlist_anon_insert on public.waitlist
  for insert to anon
  with check (contact_consent = false);

-- RETURNING also needs a select policy the new row passes. now() is the transaction's
-- start time, so this matches only rows inserted by the current request: the id comes
-- back, while a later select (a new transaction) returns no rows.
create policy waitlist_anon_select_own_new_row on public.waitlist
  for select to anon
  using (created_at = now());
