-- Cache tags (issue 21): every write to what a shared page shows publishes, on the channel
-- `cache_tags`, the tags of what it touched (the vocabulary is api/src/cache-tags/tags.ts). The API
-- relays them to the gateways, which drop exactly the pages and frame data carrying those tags.
-- Statement triggers, so every writer is heard: the API's own paths, the seeds, admin scripts, a
-- hand-written UPDATE, another API node. NOTIFY is delivered at commit and never for a rollback.

-- Publishes the tags, or, past what one NOTIFY carries (8000 bytes) or a bulk write is worth
-- naming one by one, `site:<id>` of each shop touched (`all` when none is known).
CREATE FUNCTION publish_cache_tags(tags text[], site_ids integer[]) RETURNS void AS $$
DECLARE
  payload text := array_to_string(ARRAY(SELECT DISTINCT t FROM unnest(tags) t WHERE t IS NOT NULL ORDER BY 1), ' ');
BEGIN
  IF payload = '' THEN RETURN; END IF;
  IF octet_length(payload) > 7000 THEN
    payload := coalesce(array_to_string(ARRAY(SELECT DISTINCT 'site:' || s FROM unnest(site_ids) s
      WHERE s IS NOT NULL ORDER BY 1), ' '), '');
    IF payload = '' OR octet_length(payload) > 7000 THEN payload := 'all'; END IF;
  END IF;
  PERFORM pg_notify('cache_tags', payload);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Products. Every change names the product (its page, every card of it). A change to what lists
-- select or order by (see catalog/product-list.ts and home.ts) also names the categories it
-- leaves and joins and the shop's site-wide lists (`catalog`); one that moves a count (the shop's
-- active products, a maker's) names `assortment`. Stock and texts alone change neither, so an
-- order's stock update purges only the pages showing the product.
CREATE FUNCTION products_cache_tags() RETURNS trigger AS $$
DECLARE
  ids integer[];
  old_sites integer[];
  new_sites integer[];
  old_categories integer[];
  new_categories integer[];
  listed boolean[];
  counted boolean[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.id), array_agg(o.site_id), array_agg(n.site_id), array_agg(o.category_id), array_agg(n.category_id),
      array_agg((o.site_id, o.active, o.available, o.category_id, o.brand_id, o.price_minor, o.old_price_minor,
                 o.sort_priority, o.created_at, o.title)
        IS DISTINCT FROM (n.site_id, n.active, n.available, n.category_id, n.brand_id, n.price_minor, n.old_price_minor,
                 n.sort_priority, n.created_at, n.title)),
      array_agg((o.site_id, o.active, o.brand_id) IS DISTINCT FROM (n.site_id, n.active, n.brand_id))
      INTO ids, old_sites, new_sites, old_categories, new_categories, listed, counted
      FROM old_rows o JOIN new_rows n USING (id);
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(site_id), array_agg(site_id), array_agg(category_id), array_agg(category_id),
      array_agg(true), array_agg(true)
      INTO ids, old_sites, new_sites, old_categories, new_categories, listed, counted FROM new_rows;
  ELSE
    SELECT array_agg(id), array_agg(site_id), array_agg(site_id), array_agg(category_id), array_agg(category_id),
      array_agg(true), array_agg(true)
      INTO ids, old_sites, new_sites, old_categories, new_categories, listed, counted FROM old_rows;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  -- A bulk write (an import, a seed) names its shops: listing thousands of products helps nobody.
  IF cardinality(ids) > 200 THEN
    PERFORM publish_cache_tags(ARRAY(SELECT 'site:' || s FROM unnest(old_sites || new_sites) s), old_sites || new_sites);
    RETURN NULL;
  END IF;
  PERFORM publish_cache_tags(ARRAY(
    SELECT 'product:' || r.id FROM unnest(ids) r(id)
    UNION SELECT 'category:' || c FROM unnest(old_categories, new_categories, listed) r(o, n, l), LATERAL (VALUES (o), (n)) v(c) WHERE l
    UNION SELECT 'catalog:' || s FROM unnest(old_sites, new_sites, listed) r(o, n, l), LATERAL (VALUES (o), (n)) v(s) WHERE l
    UNION SELECT 'assortment:' || s FROM unnest(old_sites, new_sites, counted) r(o, n, c), LATERAL (VALUES (o), (n)) v(s) WHERE c
    -- A product offered with another shows it only while it is listed (has_associated, product-detail.ts).
    UNION SELECT 'product:' || a.product_id FROM product_associations a
      JOIN unnest(ids, listed) r(id, l) ON a.associated_id = r.id WHERE r.l),
    old_sites || new_sites);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- What hangs off one product: its filter options (which also place it in filtered lists), its price
-- history (the 30-day lowest price), its reviews (rating) and the products offered with it.
CREATE FUNCTION product_rows_cache_tags() RETURNS trigger AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN SELECT array_agg(product_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(product_id) INTO ids FROM old_rows;
  ELSE SELECT array_agg(product_id) INTO ids FROM (SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows) r;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM publish_cache_tags(ARRAY(
    SELECT 'product:' || id FROM unnest(ids) id
    UNION SELECT 'category:' || p.category_id FROM products p WHERE p.id = ANY(ids) AND TG_TABLE_NAME = 'product_options'
    UNION SELECT 'catalog:' || p.site_id FROM products p WHERE p.id = ANY(ids) AND TG_TABLE_NAME = 'product_options'),
    ARRAY(SELECT DISTINCT p.site_id FROM products p WHERE p.id = ANY(ids)));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Slugs find products and categories by URL: a product's slug is its page's; anything else is the shop's.
CREATE FUNCTION slugs_cache_tags() RETURNS trigger AS $$
DECLARE
  kinds text[];
  ids integer[];
  site_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN SELECT array_agg(object_type), array_agg(object_id), array_agg(site_id) INTO kinds, ids, site_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(object_type), array_agg(object_id), array_agg(site_id) INTO kinds, ids, site_ids FROM old_rows;
  ELSE SELECT array_agg(object_type), array_agg(object_id), array_agg(site_id) INTO kinds, ids, site_ids
    FROM (SELECT object_type, object_id, site_id FROM old_rows UNION SELECT object_type, object_id, site_id FROM new_rows) r;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM publish_cache_tags(ARRAY(
    SELECT CASE WHEN k = 'product' THEN 'product:' || i ELSE 'site:' || s END FROM unnest(kinds, ids, site_ids) r(k, i, s)),
    site_ids);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Articles: the article's own page, and the shop's lists of articles (any change may move them).
-- Content pages: the page itself.
CREATE FUNCTION content_cache_tags() RETURNS trigger AS $$
DECLARE
  ids integer[];
  site_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN SELECT array_agg(id), array_agg(site_id) INTO ids, site_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(id), array_agg(site_id) INTO ids, site_ids FROM old_rows;
  ELSE SELECT array_agg(id), array_agg(site_id) INTO ids, site_ids
    FROM (SELECT id, site_id FROM old_rows UNION SELECT id, site_id FROM new_rows) r;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'articles' THEN
    PERFORM publish_cache_tags(ARRAY(SELECT 'article:' || i FROM unnest(ids) i UNION SELECT 'articles:' || s FROM unnest(site_ids) s), site_ids);
  ELSE
    PERFORM publish_cache_tags(ARRAY(SELECT 'page:' || i FROM unnest(ids) i), site_ids);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Everything else a shared page shows is named by its shop: `site:<id>`, which every answer of the
-- shop carries (settings and categories are in every page's frame anyway). TG_ARGV[0] is the tag's
-- kind, TG_ARGV[1] the column naming the shop or, with TG_ARGV[2], the column pointing at the
-- parent table TG_ARGV[2] that has site_id. A table with no shop at all names `all`.
CREATE FUNCTION shop_rows_cache_tags() RETURNS trigger AS $$
DECLARE
  site_ids integer[];
  source text;
BEGIN
  IF TG_NARGS = 0 THEN
    PERFORM publish_cache_tags(ARRAY['all'], NULL);
    RETURN NULL;
  END IF;
  source := CASE TG_OP WHEN 'INSERT' THEN 'SELECT %1$I AS ref FROM new_rows' WHEN 'DELETE' THEN 'SELECT %1$I AS ref FROM old_rows'
    ELSE 'SELECT %1$I AS ref FROM old_rows UNION SELECT %1$I FROM new_rows' END;
  IF TG_NARGS = 3 THEN
    EXECUTE format('SELECT array_agg(DISTINCT p.site_id) FROM (' || source || ') r JOIN %2$I p ON p.id = r.ref', TG_ARGV[1], TG_ARGV[2])
      INTO site_ids;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT ref) FROM (' || source || ') r', TG_ARGV[1]) INTO site_ids;
  END IF;
  IF site_ids IS NULL THEN RETURN NULL; END IF;
  PERFORM publish_cache_tags(ARRAY(SELECT TG_ARGV[0] || ':' || s FROM unnest(site_ids) s), site_ids);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- TRUNCATE names no rows (a seed empties the tables): everything goes.
CREATE FUNCTION truncated_cache_tags() RETURNS trigger AS $$
BEGIN
  PERFORM publish_cache_tags(ARRAY['all'], NULL);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- PostgreSQL allows transition tables only on one-event triggers, hence three per table.
DO $$
DECLARE
  watched record;
  event text;
BEGIN
  FOR watched IN SELECT * FROM (VALUES
    ('products', 'products_cache_tags()'),
    ('product_options', 'product_rows_cache_tags()'),
    ('price_history', 'product_rows_cache_tags()'),
    ('product_reviews', 'product_rows_cache_tags()'),
    ('product_associations', 'product_rows_cache_tags()'),
    ('slugs', 'slugs_cache_tags()'),
    ('articles', 'content_cache_tags()'),
    ('pages', 'content_cache_tags()'),
    ('sites', 'shop_rows_cache_tags(''site'', ''id'')'),
    ('categories', 'shop_rows_cache_tags(''site'', ''site_id'')'),
    ('brands', 'shop_rows_cache_tags(''site'', ''site_id'')'),
    ('filter_groups', 'shop_rows_cache_tags(''site'', ''site_id'')'),
    ('filter_options', 'shop_rows_cache_tags(''site'', ''group_id'', ''filter_groups'')'),
    ('content_blocks', 'shop_rows_cache_tags(''site'', ''site_id'')'),
    ('video_reviews', 'shop_rows_cache_tags(''site'', ''site_id'')'),
    ('stores', 'shop_rows_cache_tags(''site'', ''site_id'')'),
    ('site_social_providers', 'shop_rows_cache_tags(''site'', ''site_id'')'),
    ('credit_programs', 'shop_rows_cache_tags(''site'', ''site_id'')'),
    ('adverts', 'shop_rows_cache_tags(''adverts'', ''site_id'')'),
    ('advert_categories', 'shop_rows_cache_tags(''adverts'', ''site_id'')'),
    ('advert_attributes', 'shop_rows_cache_tags(''adverts'', ''site_id'')'),
    ('complaint_categories', 'shop_rows_cache_tags(''adverts'', ''site_id'')'),
    ('currency_rates', 'shop_rows_cache_tags(''adverts'', ''site_id'')'),
    ('static_contents', 'shop_rows_cache_tags(''adverts'', ''site_id'')'),
    ('advert_images', 'shop_rows_cache_tags(''adverts'', ''advert_id'', ''adverts'')'),
    ('advert_attribute_values', 'shop_rows_cache_tags(''adverts'', ''advert_id'', ''adverts'')'),
    ('advert_contacts', 'shop_rows_cache_tags(''adverts'', ''advert_id'', ''adverts'')'),
    ('regions', 'shop_rows_cache_tags()'),
    ('localities', 'shop_rows_cache_tags()'),
    ('sectors', 'shop_rows_cache_tags()'),
    ('streets', 'shop_rows_cache_tags()')
  ) AS t(name, fn) LOOP
    FOREACH event IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %s',
        watched.name || '_' || lower(event) || '_cache_tags', event, watched.name,
        CASE event WHEN 'INSERT' THEN 'NEW TABLE AS new_rows' WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
          ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
        watched.fn);
    END LOOP;
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION truncated_cache_tags()',
      watched.name || '_truncate_cache_tags', watched.name);
  END LOOP;
END
$$;
