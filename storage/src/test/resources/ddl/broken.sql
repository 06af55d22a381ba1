CREATE TABLE customer (
  id INTEGER PRIMARY KEY,
  name VARCHAR(80) NOT NULL
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer(id),
  total DECIMAL(10,2)
;

CREATE TABLE order_line (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL,
  sku VARCHAR(20) NOT NULL,
  FOREIGN KEY (order_id) REFERENCES orders(id)
);

CREATE TABLEE oops (x int);

CREATE VIEW big_orders AS SELECT * FROM orders WHERE total > 100;
