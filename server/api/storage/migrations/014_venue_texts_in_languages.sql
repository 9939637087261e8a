-- Issue 28: the venue's own words in a guest's language. Not in the spec, whose API has no
-- language: this API answers a request's Accept-Language (docs/reference-api.md). English
-- stays where it was (products.details, discounts.name, tenant_settings); a translation row
-- holds a language's words beside it, and a word it leaves out is read in English. A locale
-- is one of the storefront's (src/domain/locale.ts): "es", "ja", "zh-Hans"…

-- A product's descriptive fields in a language, as `details` has them (its name, descriptions,
-- label, messages, upgrades and attributes): laid over `details` when answering.
create table product_translations (
  product_id  integer not null references products on delete cascade,
  locale      text    not null,
  details     jsonb   not null check (jsonb_typeof(details) = 'object'),
  primary key (product_id, locale)
);

-- A ticket type's name in a language ("Adulto", "大人").
create table discount_translations (
  discount_id  integer not null references discounts on delete cascade,
  locale       text    not null,
  name         text    not null,
  primary key (discount_id, locale)
);

-- A venue's messages in a language; a null one is read in English.
create table tenant_settings_translations (
  tenant                   text not null references tenant_settings on delete cascade,
  locale                   text not null,
  pricing_notice           text,
  checkout_thank_message   text,
  checkout_upgrade_message text,
  checkout_message         text,
  primary key (tenant, locale)
);

-- What the cached answers are made of (migration 004): a translation written by an operator's
-- SQL drops them as a product's change does.
create trigger product_translations_reads_changed
  after insert or update or delete on product_translations
  for each row execute function notify_reads_changed();
create trigger discount_translations_reads_changed
  after insert or update or delete on discount_translations
  for each row execute function notify_reads_changed();
create trigger tenant_settings_translations_reads_changed
  after insert or update or delete on tenant_settings_translations
  for each row execute function notify_reads_changed();
create trigger product_translations_reads_truncated after truncate on product_translations
  for each statement execute function notify_reads_changed();
create trigger discount_translations_reads_truncated after truncate on discount_translations
  for each statement execute function notify_reads_changed();
create trigger tenant_settings_translations_reads_truncated
  after truncate on tenant_settings_translations
  for each statement execute function notify_reads_changed();
