-- The reference ticketing API's schema. Instants are epoch milliseconds (bigint) so that no
-- reading depends on a session time zone; venue times are wall-clock `timestamp`s.

create sequence order_ids start 100001;

create table products (
  product_id     integer primary key,
  tenant         text    not null check (tenant in ('sn', 'cgg')),
  -- Hidden products are sold only through a promo code or hyperlink, never listed.
  is_hidden      boolean not null default false,
  category       text    not null check (category in
                   ('products', 'productsOtherAttractions', 'productsEvents', 'productsGroups')),
  sort_order     integer not null,
  is_available   boolean not null default true,
  -- The product's descriptive fields, as the product-list answer carries them.
  details        jsonb   not null,
  -- The sale schedule: slots from open to close, every slot_minutes (null: one all-day slot).
  open_time      time    not null,
  close_time     time    not null,
  slot_minutes   integer check (slot_minutes > 0),
  slot_capacity  integer not null check (slot_capacity >= 0),
  -- Days of the week (0 = Sunday) on which the product is not sold.
  closed_weekdays integer[] not null default '{}'
);
create index products_by_tenant on products (tenant, category, sort_order);

create table discounts (
  discount_id       integer primary key,
  product_id        integer not null references products,
  name              text    not null,
  promotion_type    integer not null,
  price_cents       integer not null check (price_cents >= 0),
  group_price_cents integer check (group_price_cents >= 0),
  -- Set for a ticket type whose price varies with the date: the range shown before a date.
  max_price_cents   integer check (max_price_cents >= price_cents),
  sort_order        integer not null
);
create index discounts_by_product on discounts (product_id, sort_order);

-- Applied promotions: what a promo code, hyperlink or city-pass barcode grants.
create table promotions (
  promotion_id   integer primary key,
  discount_id    integer not null references discounts,
  name           text    not null
);

create table slots (
  slot_id     bigserial primary key,
  product_id  integer   not null references products,
  visit_date  date      not null,
  start_time  timestamp not null,
  end_time    timestamp not null,
  capacity    integer   not null check (capacity >= 0),
  sold        integer   not null default 0 check (sold >= 0),
  unique (product_id, start_time)
);
create index slots_by_day on slots (product_id, visit_date);

create table pending_orders (
  order_id       bigint  primary key default nextval('order_ids'),
  tenant         text    not null,
  sale_kind      text    not null check (sale_kind in ('general', 'group')),
  -- The create-order payload as held: every product's visitDate and inventoryId settled
  -- (a same-day product's today, an untimed product's day slot), barcodes upper-cased.
  request        jsonb   not null,
  -- The priced cart as answered (dollars on the wire).
  priced         jsonb   not null,
  total_cents    integer not null,
  tax_cents      integer not null,
  status         text    not null default 'pending' check (status in ('pending', 'confirmed')),
  created_at_ms  bigint  not null,
  expires_at_ms  bigint  not null
);

-- Capacity a pending order holds; a hold counts while its order is pending and not expired.
create table holds (
  order_id   bigint  not null references pending_orders,
  slot_id    bigint  not null references slots,
  quantity   integer not null check (quantity > 0),
  primary key (order_id, slot_id)
);
create index holds_by_slot on holds (slot_id);

create table orders (
  order_id           bigint    primary key references pending_orders,
  tenant             text      not null,
  order_confirmation text      not null unique,
  email              text      not null,
  first_name         text      not null,
  last_name          text      not null,
  address1           text      not null,
  address2           text      not null,
  city               text      not null,
  state              text      not null,
  postal_code        text      not null,
  country            text      not null,
  phone_number       text      not null,
  card_owner_name    text      not null,
  send_notification  boolean   not null,
  total_cents        integer   not null,
  tax_cents          integer   not null,
  ordered_at         timestamp not null,
  visit_at           timestamp not null,
  refunded_at_ms     bigint
);

-- One approved charge per order (the unique key is what makes a retried purchase charge once).
-- Only the card's last four digits are kept; never the number or the CVV.
create table payments (
  payment_id      bigserial primary key,
  order_id        bigint  not null unique references orders,
  amount_cents    integer not null check (amount_cents >= 0),
  card_last4      text    not null check (card_last4 ~ '^[0-9]{4}$'),
  approved_at_ms  bigint  not null
);

create table tickets (
  ticket_id     bigserial primary key,
  order_id      bigint    not null references orders,
  product_id    integer   not null references products,
  slot_id       bigint    not null references slots,
  discount_id   integer   not null references discounts,
  discount_name text      not null,
  name          text      not null,
  barcode       text      not null unique,
  visit_date    date      not null,
  start_time    timestamp,
  end_time      timestamp
);
create index tickets_by_order on tickets (order_id);

-- Promo codes (sales-channel junction, type 1): the products a code unlocks.
create table promo_codes (
  tenant       text      not null,
  code         text      not null,
  product_ids  integer[] not null,
  primary key (tenant, code)
);

-- Promo hyperlinks (type 2): the product a link opens and the hidden products it unlocks.
create table hyperlinks (
  tenant              text      not null,
  code                text      not null,
  product_id          integer   references products,
  hidden_product_ids  integer[] not null default '{}',
  expires_on          date,
  primary key (tenant, code)
);

create table city_pass_barcodes (
  barcode             text    primary key,
  tenant              text    not null,
  provider            text    not null check (provider in ('CityPass', 'CityPassC3')),
  product_id          integer not null references products,
  promotion_ids       integer[] not null,
  exchanged_order_id  bigint  references orders
);

-- Per-tenant settings: the configuration answer's custom HTML, and the sales tax applied.
create table tenant_settings (
  tenant              text    primary key check (tenant in ('sn', 'cgg')),
  html_header         text    not null,
  html_footer         text    not null,
  tax_basis_points    integer not null check (tax_basis_points between 0 and 10000),
  pricing_notice      text    not null,
  checkout_thank_message   text not null,
  checkout_upgrade_message text not null,
  checkout_message    text    not null,
  insights_key        text    not null,
  sentry_env          text    not null
);

create table feature_flags (
  tenant   text    not null,
  name     text    not null,
  enabled  boolean not null,
  primary key (tenant, name)
);

create table tracking_scripts (
  script_id  integer primary key,
  script     text    not null
);

create table beacon_hits (
  hit_id  bigserial primary key,
  shop    text   not null,
  sid     text   not null,
  path    text   not null,
  at_ms   bigint not null
);

-- A state-changing POST's first answer, replayed for a retry with the same key and body.
create table idempotency_keys (
  tenant        text    not null,
  key           text    not null,
  route         text    not null,
  request_hash  text    not null,
  status_code   integer,
  answer        jsonb,
  created_at_ms bigint  not null,
  primary key (tenant, key)
);
