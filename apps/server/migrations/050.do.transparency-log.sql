-- The public append-only log (issue 36, docs/transparency.md). An entry is written in the transaction
-- that starts or closes a circuit, so none is missed; the sequencer then gives the entries their
-- places in the Merkle tree one after the other (a sequence alone leaves gaps and commits out of order).
-- No foreign key: the log outlives a deleted account's circuits.
create table transparency_entries (
  id bigserial primary key,
  circuit_id uuid not null,
  leaf text not null,                 -- the exact text hashed (JSON, docs/transparency.md)
  leaf_index integer unique,          -- its place in the tree; null until sequenced
  created_at timestamptz not null default now()
);
create index transparency_unsequenced_idx on transparency_entries (id) where leaf_index is null;
-- A circuit's latest leaf (GET /api/transparency/proof).
create index transparency_circuit_idx on transparency_entries (circuit_id, leaf_index);

-- The hash of every perfect subtree: 2^level leaves from leaf idx * 2^level (level 0: the leaves'
-- hashes). Any root or proof reads O(log n) of them.
create table transparency_nodes (
  level smallint not null,
  idx integer not null,
  hash text not null check (hash ~ '^[0-9a-f]{64}$'),
  primary key (level, idx)
);

-- Every signed tree head, so a consistency proof can be asked between any two a client has seen.
create table transparency_heads (
  tree_size integer primary key,
  root_hash text not null,
  signed_at timestamptz not null,
  signature text not null
);

-- The log's Ed25519 key, made once by the first process that needs it.
create table transparency_key (
  id smallint primary key check (id = 1),
  private_key text not null,          -- PKCS#8 PEM
  public_key text not null            -- SPKI PEM
);
