-- Downloads of a guest's ticket documents (the PDF, a Wallet pass, the calendar file), counted
-- in the database so every process and instance shares the counts: past
-- DOCUMENT_DOWNLOADS_PER_ORDER of one confirmation number, or DOCUMENT_DOWNLOADS_PER_CLIENT from
-- one client address, within the window (an hour), a download is refused with how long until
-- one of them leaves it. Only downloads that are served are counted.
create table document_downloads (
  download_id bigint generated always as identity primary key,
  order_confirmation text not null,
  client text not null,
  downloaded_at_ms bigint not null
);
create index document_downloads_by_order on document_downloads (order_confirmation, downloaded_at_ms);
create index document_downloads_by_client on document_downloads (client, downloaded_at_ms);
create index document_downloads_by_age on document_downloads (downloaded_at_ms);

-- Counts one download in one call, or refuses it. The order's and the client's locks (always
-- in that order) are held until the call's transaction ends, so downloads asked at once are
-- counted one after another and no burst slips past a limit. Answers null when counted, or the
-- milliseconds until the download that holds a limit full leaves the window.
create function count_document_download(
  download_order text,
  download_client text,
  at_ms bigint,
  window_ms bigint,
  per_order integer,
  per_client integer)
returns bigint
language plpgsql as $$
declare
  order_wait_ms bigint;
  client_wait_ms bigint;
begin
  perform pg_advisory_xact_lock(hashtextextended('document_downloads/order/' || download_order, 0));
  perform pg_advisory_xact_lock(hashtextextended('document_downloads/client/' || download_client, 0));
  -- The limit-th newest download in the window, if there is one, keeps the limit full until
  -- it is a window old.
  select d.downloaded_at_ms + window_ms - at_ms into order_wait_ms
  from document_downloads d
  where d.order_confirmation = download_order and d.downloaded_at_ms > at_ms - window_ms
  order by d.downloaded_at_ms desc offset per_order - 1 limit 1;
  select d.downloaded_at_ms + window_ms - at_ms into client_wait_ms
  from document_downloads d
  where d.client = download_client and d.downloaded_at_ms > at_ms - window_ms
  order by d.downloaded_at_ms desc offset per_client - 1 limit 1;
  if order_wait_ms is not null or client_wait_ms is not null then
    return greatest(order_wait_ms, client_wait_ms);
  end if;
  insert into document_downloads (order_confirmation, client, downloaded_at_ms)
  values (download_order, download_client, at_ms);
  -- Downloads out of the window count for nothing: a few are dropped with each one counted,
  -- skipping any another call is dropping.
  delete from document_downloads
  where download_id in (
    select old.download_id from document_downloads old
    where old.downloaded_at_ms <= at_ms - window_ms
    order by old.downloaded_at_ms limit 20
    for update skip locked);
  return null;
end;
$$;
