-- Orders for the buy page (issue 10, item 4). An order is created 'pending' when checkout starts
-- and becomes 'paid' once: the conditional update from 'pending' is the only way to fulfil, so a
-- webhook delivered twice fulfils once. Paid orders' circuits add to the FREE_CIRCUITS allowance.
create table orders (
  id uuid primary key,
  player_id uuid not null references players (id) on delete cascade,
  item_id text not null,
  item_title text not null,
  circuits integer not null check (circuits > 0),   -- circuits the item unlocks
  amount integer not null check (amount >= 0),      -- in the currency's minor unit (cents)
  currency text not null check (currency ~ '^[a-z]{3}$'),
  provider text not null check (provider in ('sandbox', 'stripe')),
  provider_ref text,                                 -- Stripe's Checkout Session id
  status text not null default 'pending' check (status in ('pending', 'paid', 'cancelled')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  fulfilled_at timestamptz,
  check ((status = 'paid') = (fulfilled_at is not null))
);
create index orders_player_idx on orders (player_id, created_at desc);
create unique index orders_provider_ref_idx on orders (provider, provider_ref) where provider_ref is not null;

-- Every verified webhook event, once: a redelivery is recognised and answered without work.
create table payment_events (
  provider text not null,
  event_id text not null,
  type text not null,
  order_id uuid references orders (id) on delete set null,
  received_at timestamptz not null,
  primary key (provider, event_id)
);
