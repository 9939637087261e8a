-- The product categories are said once, in the domain's table (src/domain/category.ts); the
-- check constraint of 001_schema.sql listed them again. A foreign key to product_categories
-- takes its place, whose rows the seed writes from the domain's listed categories before its
-- products, so a new category needs no migration. Its first rows are the categories of the
-- products already stored: those the check constraint allowed, and no other.
create table product_categories (name text primary key);
insert into product_categories (name) select distinct category from products;
alter table products drop constraint products_category_check;
alter table products add constraint products_category_fkey
  foreign key (category) references product_categories (name);
