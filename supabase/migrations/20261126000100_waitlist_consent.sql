-- Consent to be contacted, for partners who ask for it (data-consent-label): the form
-- shows an unticked box with the partner's text, and a ticked box stores what it said
-- and when. Without the attribute the form never asks, and every row stays as before.

alter table public.waitlist
  -- The exact label the visitor ticked, as shown.
  add column consent_text text,
  -- The database's time of the sign-up that gave consent; never the browser's clock.
  add column consented_at timestamptz;

alter table public.waitlist
  add constraint waitlist_consent_text_check check (char_length(consent_text) <= 500),
  add constraint waitlist_consented_at_check check (consented_at is null or contact_consent);

create function private.waitlist_consent_time() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  -- anon has no grant on consented_at, so for a sign-up from a page this is always the
  -- database's own now(); the service key may bring an earlier time with an import.
  if new.contact_consent and new.consented_at is null then
    new.consented_at := now();
  end if;
  return new;
end
$$;

revoke all on function private.waitlist_consent_time() from public;

create trigger waitlist_consent_time
  before insert on public.waitlist
  for each row execute function private.waitlist_consent_time();

grant insert (consent_text) on table public.waitlist to anon;

-- Consent is true only with the words it was given to, and those words come with
-- consent only: a page cannot claim consent without saying to what.
drop policy waitlist_anon_insert on public.waitlist;
create policy waitlist_anon_insert on public.waitlist
  for insert to anon
  with check (
    (contact_consent and consent_text ~ '[^[:space:]]')
    or (not contact_consent and consent_text is null)
  );
