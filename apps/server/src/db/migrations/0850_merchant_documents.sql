-- Merchant documents (Documentos tab, checkids calls) and the identity check of each: the
-- uploaded file, its review status, and what the identity provider read from it.
-- Every upload is a new row: a replaced document stays in the history of its type.

create table if not exists merchant_documents (
  id uuid primary key default gen_random_uuid(),
  merchant_id uuid not null references merchants (id) on delete cascade,
  -- 1 Contrato Social, 2 Documento, 3 Selfie.
  file_type smallint not null check (file_type between 1 and 3),
  file_info text not null,
  -- Storage key of the file; null for a document without a file (checked by Inovamind).
  file_key text,
  content_type text,
  size_bytes integer,
  -- 1 pendente, 2 aprovado, 3 reprovado.
  status smallint not null default 1 check (status between 1 and 3),
  comment text,
  -- The identity provider's reading: {provider, fields:[{field, registration, ocr}], text, ms}.
  ocr jsonb,
  face_match numeric(5, 2),
  identity_provider text,
  processed_at timestamptz,
  status_changed_at timestamptz,
  uploaded_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists merchant_documents_merchant_idx on merchant_documents (merchant_id, file_type, created_at desc);

-- Read by the documents-validation page: the merchant's first guarantee commitment (type 1).
create or replace view merchant_first_guarantee as
select distinct on (merchant_id) merchant_id, id as deal_id, created_at
from deals
where type = 1
order by merchant_id, created_at, id;

-- The pending-merchants list counts over these tables: its cached total follows their writes.
-- (deals' trigger: 0820.)
drop trigger if exists merchant_documents_list_version on merchant_documents;
create trigger merchant_documents_list_version after insert or update or delete or truncate on merchant_documents
  for each statement execute function lastro_bump_list_version();
