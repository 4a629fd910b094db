-- Where each sign-up came from: the host page, its referrer, the visit's UTM values, the
-- embedder's label and the element used. All nullable: rows from before this migration,
-- and sign-ups from pages with attribution off, have none of them.
--
-- Pages and referrers are stored as origin and path only (the widget drops the query and
-- fragment before sending), so an address like ?email=…&token=… leaves no trace here.

alter table public.waitlist
  add column page_url text,
  add column referrer text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column source text,
  add column widget text;

-- Bounded like every other column anon can write: the widget cuts values to these
-- lengths before sending, so a long address never makes a sign-up fail, while a client
-- posting to the REST API directly gets a 400 instead of filling the table.
alter table public.waitlist
  add constraint waitlist_page_url_check check (char_length(page_url) <= 2048),
  add constraint waitlist_referrer_check check (char_length(referrer) <= 2048),
  add constraint waitlist_utm_source_check check (char_length(utm_source) <= 200),
  add constraint waitlist_utm_medium_check check (char_length(utm_medium) <= 200),
  add constraint waitlist_utm_campaign_check check (char_length(utm_campaign) <= 200),
  add constraint waitlist_utm_term_check check (char_length(utm_term) <= 200),
  add constraint waitlist_utm_content_check check (char_length(utm_content) <= 200),
  add constraint waitlist_source_check check (char_length(source) <= 200),
  add constraint waitlist_widget_check check (char_length(widget) <= 200);

-- Anon may write these columns too; it still reads back id alone (no select grant here),
-- so nobody with the public key can learn which pages or campaigns sign-ups come from.
grant insert (
  page_url, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, source, widget
) on table public.waitlist to anon;
