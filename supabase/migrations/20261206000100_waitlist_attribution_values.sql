-- A sign-up's widget is one of the four elements that send one, and its page and referrer are an
-- origin and a path, never a query or fragment (CONTRACT.md, "Backend"). The widgets send nothing
-- else, but anyone with the public key can post to the REST API directly: until now only the
-- lengths were checked, and a post could name any widget, or store ?email=…&token=… in page_url.
-- These checks hold every writer to it, so the report's counts by widget and page are the
-- widgets' own. A path may hold ';' or '@' (/@username): those are left to the widget, which
-- drops what it must, since refusing them would fail a real visitor's sign-up.
--
-- NOT VALID: rows stored before, by the API or an import, are left as they are; every new row is
-- checked.
alter table public.waitlist
  add constraint waitlist_widget_known check (widget in ('waitlist', 'waitlist-modal', 'landing', 'roster-demo')) not valid,
  add constraint waitlist_page_url_origin_path check (page_url !~ '[?#]') not valid,
  add constraint waitlist_referrer_origin_path check (referrer !~ '[?#]') not valid;
