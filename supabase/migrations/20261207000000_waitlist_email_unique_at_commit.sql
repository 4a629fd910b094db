-- The duplicate email is checked as the request commits, not as its row goes in: a request of
-- two rows, the second made to fail, answered 409 or 400 as the first email was on the list or
-- not, storing and counting nothing, so anyone with the public key could test emails at will.
-- Now any failure answers first, the same whatever the emails. The duplicate is still 23505 from
-- a constraint of the same name (the form's text); as a unique constraint cannot be on an
-- expression, the lower-cased email is a generated column, which anon can neither write nor read.

alter table public.waitlist
  add column email_key text generated always as (lower(email)) stored;

drop index public.waitlist_email_lower_key;

alter table public.waitlist
  add constraint waitlist_email_lower_key unique (email_key) deferrable initially deferred;
